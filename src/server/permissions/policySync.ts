import type { Db } from '../db/client';
import { readCompanyPolicyCsv } from './companyPolicy';
import { PolicyEnforcer } from './enforcer';
import { readPolicyVersion } from './policyVersion';

/** How often (at most) a process asks the database whether another process changed company roles. */
export const POLICY_CHECK_INTERVAL_MS = 1_000;

/**
 * Keeps the process's enforcer equal to policy.csv + every company's roles in the database.
 * - `reload()` after a role write commits: reloads run one after another and each reads the database afresh, so
 *   the last one always holds the latest roles, however writes and reloads interleave.
 * - `ensureFresh()` on each request: at most once a second it reads the policy version tag; when another process
 *   (several servers on one PostgreSQL) changed roles, it reloads. So a change reaches every process within ~1 s.
 */
export class PolicySync {
  private known: string | null = null;
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private lastCheck = 0;
  private checking: Promise<void> | undefined;
  /** a reload announced by the database (another process changed roles): every request waits for it */
  private announced: Promise<void> | undefined;

  private constructor(private readonly db: Db, readonly enforcer: PolicyEnforcer, private readonly checkEveryMs: number) {}

  /** The enforcer built from the files and every company's roles, as the process starts. */
  static async start(db: Db, checkEveryMs = POLICY_CHECK_INTERVAL_MS): Promise<PolicySync> {
    const version = await readPolicyVersion(db); // before the rows: a write in between only causes one more reload
    const enforcer = await PolicyEnforcer.fromFiles(await readCompanyPolicyCsv(db));
    const sync = new PolicySync(db, enforcer, checkEveryMs);
    sync.known = version;
    sync.lastCheck = Date.now();
    return sync;
  }

  /** Rebuild from the database; a reload asked for while one waits to start shares it. */
  reload(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.running.then(async () => {
      this.queued = undefined;
      const version = await readPolicyVersion(this.db);
      await this.enforcer.reload(await readCompanyPolicyCsv(this.db));
      this.known = version;
    });
    this.queued = next;
    this.running = next.catch(() => undefined);
    return next;
  }

  /**
   * Another process committed a role change (its announcement, src/server/db/changeListener.ts): reload now, and let
   * every request wait for it, so a permission taken away anywhere is refused here from then on.
   */
  invalidate(): void {
    const reload = this.reload();
    this.announced = reload;
    const done = () => {
      if (this.announced === reload) this.announced = undefined;
    };
    reload.then(done, done);
  }

  /**
   * Reload when another process changed company roles (checked at most every `checkEveryMs`). Only the request that
   * starts a check waits for it; requests meanwhile go on with the current policy, as if they had come a moment earlier.
   */
  ensureFresh(): Promise<void> {
    if (this.announced) return this.announced;
    if (this.checking || Date.now() - this.lastCheck < this.checkEveryMs) return Promise.resolve();
    this.lastCheck = Date.now();
    this.checking = (async () => {
      try {
        if ((await readPolicyVersion(this.db)) !== this.known) await this.reload();
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }
}
