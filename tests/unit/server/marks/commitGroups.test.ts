import { describe, expect, it } from 'vitest';
import { CommitGroups } from '../../../../src/server/areas/marks/commitGroups';

/** A commit that takes a tick (as a transaction would) and records which jobs went together. */
function recorder(fail?: (job: string) => boolean) {
  const calls: string[][] = [];
  const groups = new CommitGroups<string, string>(async (jobs) => {
    calls.push(jobs);
    await new Promise((r) => setTimeout(r, 5));
    if (fail && jobs.some(fail)) throw new Error('constraint');
    return jobs.map((j) => `ok:${j}`);
  });
  return { calls, groups };
}

describe('CommitGroups (marks group commit)', () => {
  it('commits the batches that arrive while a commit runs together, and answers each only after its commit', async () => {
    const { calls, groups } = recorder();
    const first = groups.run('company-a', 'a1');
    const rest = [groups.run('company-a', 'a2'), groups.run('company-a', 'a3'), groups.run('company-b', 'b1')];
    expect(await Promise.all([first, ...rest])).toEqual(['ok:a1', 'ok:a2', 'ok:a3', 'ok:b1']);
    // a1 alone (nothing was running), then a2 and a3 in one transaction; another company never joins
    expect(calls).toEqual([['a1'], ['b1'], ['a2', 'a3']]);
  });

  it('runs a failed group again one batch at a time, so only the batch that fails gets the error', async () => {
    const { calls, groups } = recorder((j) => j === 'bad');
    const blocker = groups.run('c', 'first');
    const good = groups.run('c', 'good');
    const bad = groups.run('c', 'bad');
    await blocker;
    await expect(good).resolves.toBe('ok:good');
    await expect(bad).rejects.toThrow('constraint');
    expect(calls).toEqual([['first'], ['good', 'bad'], ['good'], ['bad']]);
  });
});
