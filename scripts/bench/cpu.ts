import fs from 'node:fs';

/**
 * CPU time of processes and threads from /proc (Linux; elsewhere every figure reads 0). On a machine shared with
 * other work, latency moves with the neighbours' load; the CPU milliseconds a request costs move far less, so they
 * are the figures to compare between two versions.
 */
const TICK_MS = 10; // USER_HZ = 100 on Linux

function ticksOf(statFile: string): number {
  try {
    const fields = fs.readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // gone, or no /proc
  }
}

/** CPU ms by thread of one process (`main` is the thread running JavaScript's event loop). */
function threadsOf(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids) threads.set(tid === String(pid) ? 'main' : tid, ticksOf(`/proc/${pid}/task/${tid}/stat`) * TICK_MS);
  return threads;
}

/** CPU ms of every child of `parentPid` (PostgreSQL: the backends and workers of a postmaster). */
function childrenMs(parentPid: number): number {
  let total = 0;
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === parentPid) total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

export interface CpuFigures {
  /** the server process, all threads */
  serverMs: number;
  /** its busiest thread: the ceiling of throughput when one thread does most of the work */
  busiestThreadMs: number;
  busiestThread: string;
  /** PostgreSQL's processes (0 when not measured) */
  postgresMs: number;
  /** this process (the load generator) */
  loadGeneratorMs: number;
}

/** Start measuring; the function returned gives the CPU used since, divided by `requests`. */
export function startCpuMeter(serverPid: number, postmasterPid?: number): (requests: number) => CpuFigures {
  const threads0 = threadsOf(serverPid);
  const postgres0 = postmasterPid ? childrenMs(postmasterPid) : 0;
  const self0 = process.cpuUsage();
  return (requests) => {
    const n = Math.max(requests, 1);
    const used = [...threadsOf(serverPid)].map(([name, ms]) => [name, ms - (threads0.get(name) ?? 0)] as const);
    const busiest = used.reduce((a, b) => (b[1] > a[1] ? b : a), ['none', 0] as const);
    const self = process.cpuUsage(self0);
    return {
      serverMs: used.reduce((sum, [, ms]) => sum + ms, 0) / n,
      busiestThreadMs: busiest[1] / n,
      busiestThread: busiest[0] === 'main' ? 'main' : 'other',
      postgresMs: postmasterPid ? (childrenMs(postmasterPid) - postgres0) / n : 0,
      loadGeneratorMs: (self.user + self.system) / 1000 / n,
    };
  };
}
