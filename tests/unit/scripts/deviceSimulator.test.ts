import { describe, expect, it } from 'vitest';
import { DeviceSimulator, type FetchLike } from '../../../scripts/deviceSimulator/DeviceSimulator';
import { attlogLine, localDateTime, parseCommands, parseOptions, resultsBody } from '../../../scripts/deviceSimulator/protocolText';
import { capacityOf, parseAttlog, parseDeviceCmd, parseOperlog } from '../../../src/shared/devices/attlog';

/** A fake product: answers by path, records every request. */
function fakeServer(answer: (path: string, query: URLSearchParams, body: string | undefined) => { status?: number; body: string }) {
  const calls: { method: string; path: string; query: URLSearchParams; body?: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url);
    calls.push({ method: init?.method ?? 'GET', path: u.pathname, query: u.searchParams, body: init?.body });
    const a = answer(u.pathname, u.searchParams, init?.body);
    return { status: a.status ?? 200, text: async () => a.body };
  };
  return { fetch, calls };
}

const NOW = Date.UTC(2026, 6, 15, 6, 30, 0); // 08:30 in Madrid (summer time)
const people = [{ pin: '1', name: 'Ana Ruiz' }, { pin: '2', name: 'Luis Gil' }];

describe('device simulator: the lines a clock sends', () => {
  it('writes ATTLOG lines the server parser reads back, in the clock’s local time', () => {
    const line = attlogLine({ pin: '42', localTime: localDateTime(NOW, 'Europe/Madrid'), status: 255, verify: 15 });
    expect(line).toBe('42\t2026-07-15 08:30:00\t255\t15\t0\t0\t0');
    const parsed = parseAttlog(line);
    expect(parsed.malformed).toEqual([]);
    expect(parsed.items[0]).toMatchObject({ pin: '42', localTime: '2026-07-15 08:30:00', status: 255, verify: 15 });
    // winter time: Madrid is UTC+1
    expect(localDateTime(Date.UTC(2026, 0, 15, 23, 30), 'Europe/Madrid')).toBe('2026-01-16 00:30:00');
  });

  it('reads the handshake options and the heartbeat commands', () => {
    expect(parseOptions('GET OPTION FROM: SIM0001\nATTLOGStamp=12\nDelay=5\nTimeZone=1\n', 'SIM0001')).toEqual({ ATTLOGStamp: '12', Delay: '5', TimeZone: '1' });
    expect(parseOptions('OK', 'SIM0001')).toBeNull();
    expect(parseCommands('OK')).toEqual([]);
    expect(parseCommands('C:7:INFO\r\nC:8:DATA UPDATE USERINFO PIN=3\tName=Eva\n')).toEqual([{ id: '7', text: 'INFO' }, { id: '8', text: 'DATA UPDATE USERINFO PIN=3\tName=Eva' }]);
  });

  it('batches command results, INFO with its capacity facts, in the form the server parser reads', () => {
    const body = resultsBody([
      { id: '7', returnCode: 0, cmd: 'INFO', info: { DeviceName: 'SpeedFace-V5L', FWVersion: 'Ver 6.60', UserCount: 2, MaxUserCount: 10000, AttLogCount: 5 } },
      { id: '8', returnCode: -1002, cmd: 'Shell' },
    ]);
    expect(body).toBe('ID=7&Return=0&CMD=INFO\n~DeviceName=SpeedFace-V5L,FWVersion=Ver 6.60,UserCount=2,MaxUserCount=10000,AttLogCount=5\nID=8&Return=-1002&CMD=Shell');
    const parsed = parseDeviceCmd(body);
    expect(parsed.malformed).toEqual([]);
    expect(parsed.items.map((r) => [r.seq, r.returnCode])).toEqual([[7, 0], [8, -1002]]);
    expect(capacityOf(parsed.items[0].info)).toEqual({ capacity: { users: 2, maxUsers: 10000, records: 5 }, firmware: 'Ver 6.60' });
  });
});

describe('device simulator: commands run against its user table', () => {
  it('loads, queries and removes people, stores templates, answers INFO and refuses a shell command', async () => {
    let queued = [
      'C:1:DATA UPDATE USERINFO PIN=3\tName=Eva Sanz\tPri=0\tPasswd=\tCard=\tGrp=1',
      'C:2:DATA UPDATE FINGERTMP PIN=3\tFID=6\tSize=4\tValid=1\tTMP=QUJDRA==',
      'C:3:DATA DELETE USERINFO PIN=2',
      'C:4:DATA QUERY USERINFO',
      'C:5:INFO',
      'C:6:Shell rm -rf /',
    ].join('\n');
    const server = fakeServer((path) => {
      if (path === '/iclock/getrequest') {
        const body = queued || 'OK';
        queued = '';
        return { body };
      }
      return { body: 'OK' };
    });
    const sim = new DeviceSimulator({ server: 'http://product', serial: 'SIM0001', people, fetch: server.fetch, now: () => NOW });
    const results = await sim.runCommands();
    expect(results.map((r) => [r.id, r.returnCode])).toEqual([['1', 0], ['2', 0], ['3', 0], ['4', 0], ['5', 0], ['6', -1002]]);
    expect([...sim.memory.users.keys()].sort()).toEqual(['1', '3']);
    expect(sim.capacity()).toMatchObject({ users: 2, fingers: 1, faces: 0 });

    const cmd = server.calls.find((c) => c.path === '/iclock/devicecmd')!;
    expect(cmd.query.get('SN')).toBe('SIM0001');
    const parsed = parseDeviceCmd(cmd.body!);
    expect(parsed.items.find((r) => r.seq === 5)!.info).toMatchObject({ UserCount: '2', FPCount: '1', MaxUserCount: '10000' });
    // DATA QUERY USERINFO uploads the table as OPERLOG records
    const operlog = server.calls.find((c) => c.query.get('table') === 'OPERLOG')!;
    expect(parseOperlog(operlog.body!).items.map((r) => r.kind === 'USER' && [r.pin, r.name])).toEqual([['1', 'Ana Ruiz'], ['3', 'Eva Sanz']]);
  });

  it('sets its clock from SET OPTION DateTime (the device-local wall time)', async () => {
    let queued = 'C:9:SET OPTION DateTime=2026-07-15 10:00:00';
    const server = fakeServer(() => {
      const body = queued || 'OK';
      queued = '';
      return { body };
    });
    const sim = new DeviceSimulator({ server: 'http://product', serial: 'SIM0001', fetch: server.fetch, now: () => NOW });
    expect(sim.localNow()).toBe('2026-07-15 08:30:00');
    await sim.heartbeat();
    expect(sim.localNow()).toBe('2026-07-15 10:00:00');
  });
});

describe('device simulator: punches are kept until the server says OK', () => {
  it('resends after a failure, uploads a backlog in batches on reconnect, and can resend an acknowledged batch', async () => {
    let fail = true;
    const server = fakeServer((path, query, body) => {
      if (path === '/iclock/cdata' && query.get('options') === 'all') return { body: 'GET OPTION FROM: SIM0001\nATTLOGStamp=0\nDelay=5\n' };
      if (query.get('table') === 'ATTLOG') return fail ? { status: 500, body: 'error' } : { body: `OK: ${body!.split('\n').length}` };
      return { body: 'OK' };
    });
    const sim = new DeviceSimulator({ server: 'http://product', serial: 'SIM0001', people, fetch: server.fetch, now: () => NOW, batchSize: 100 });
    expect(await sim.handshake()).toMatchObject({ Delay: '5' });
    expect(sim.delaySeconds).toBe(5);

    sim.punch('1', '2026-07-15 00:30:00', 0, 1);
    expect(await sim.upload()).toBe(0);
    expect(sim.pending).toHaveLength(1);
    fail = false;
    expect(await sim.upload()).toBe(1);
    expect(sim.pending).toHaveLength(0);

    sim.goOffline();
    for (let i = 0; i < 250; i++) sim.punch(String((i % 2) + 1), `2026-07-14 ${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`, 255, 15);
    expect(await sim.upload()).toBe(0); // offline: nothing sent
    const before = server.calls.length;
    expect(await sim.reconnect()).toBe(250);
    const posts = server.calls.slice(before).filter((c) => c.query.get('table') === 'ATTLOG');
    expect(posts.map((p) => p.body!.split('\n').length)).toEqual([100, 100, 50]);

    const again = await sim.resendLastBatch();
    expect(again.body).toBe('OK: 50');
    const last = server.calls[server.calls.length - 1];
    expect(last.body).toBe(posts[2].body);
    expect(sim.capacity().records).toBe(251);
  });

  it('makes up punches with directions, a share without one (255), and finger, face or card', () => {
    const sim = new DeviceSimulator({ server: 'http://product', serial: 'SIM0001', people, now: () => NOW, seed: 1 });
    const punches = Array.from({ length: 400 }, () => sim.madeUpPunch());
    const statuses = new Set(punches.map((p) => p.status));
    expect([...statuses].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 255]);
    expect(new Set(punches.map((p) => p.verify))).toEqual(new Set([1, 4, 15]));
    expect(punches.every((p) => p.localTime === '2026-07-15 08:30:00')).toBe(true);
  });
});
