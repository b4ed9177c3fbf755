/**
 * Group commit: requests that reach the same key (a company) while its previous commit is running wait for it, then
 * commit together in ONE transaction. Each job still resolves only after that commit (so an `OK` or a 201 is only
 * ever sent for committed data); a failed group is run again one job at a time, so one request's failure never
 * fails another's. Why: the expensive part of storing marks is rebuilding each touched person's workday (read their
 * marks, write the day); concurrent batches of one company touch the same people, and one rebuild for all of them
 * costs about what one batch's did.
 */
interface Waiting<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

interface Lane<J, R> {
  running: boolean;
  queue: Waiting<J, R>[];
}

/** At most this many jobs in one transaction (its statements and its lock time grow with it). */
const MAX_GROUP = 8;

export class CommitGroups<J, R> {
  private readonly lanes = new Map<string, Lane<J, R>>();

  /** `commit` runs one transaction for the jobs given and answers each job's result, in their order. */
  constructor(private readonly commit: (jobs: J[]) => Promise<R[]>) {}

  run(key: string, job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let lane = this.lanes.get(key);
      if (!lane) this.lanes.set(key, (lane = { running: false, queue: [] }));
      lane.queue.push({ job, resolve, reject });
      if (!lane.running) void this.drain(key, lane);
    });
  }

  private async drain(key: string, lane: Lane<J, R>): Promise<void> {
    lane.running = true;
    try {
      while (lane.queue.length) {
        const group = lane.queue.splice(0, MAX_GROUP);
        await this.commitGroup(group);
      }
    } finally {
      lane.running = false;
      if (lane.queue.length) void this.drain(key, lane);
      else this.lanes.delete(key);
    }
  }

  private async commitGroup(group: Waiting<J, R>[]): Promise<void> {
    try {
      const results = await this.commit(group.map((w) => w.job));
      group.forEach((w, i) => w.resolve(results[i]));
      return;
    } catch (err) {
      if (group.length === 1) return group[0].reject(err);
    }
    // the group failed as a whole: each job alone, so the error reaches only the request that caused it
    for (const w of group) {
      try {
        w.resolve((await this.commit([w.job]))[0]);
      } catch (err) {
        w.reject(err);
      }
    }
  }
}
