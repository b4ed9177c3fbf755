import pg from 'pg';
import type { ChangeWatch } from './changeWatch';

/** The channels migration 0022's triggers notify on, at commit. */
const CHANNELS = ['hr_data_changed', 'hr_auth_changed', 'hr_settings_changed'] as const;
const RETRY_MS = 1_000;
/** its `application_name` (pg_stat_activity) */
export const LISTENER_NAME = 'hr-change-listener';

/**
 * One dedicated PostgreSQL connection per process that LISTENs for what any process committed (several servers on
 * one database, docs/deploy.md) and hands it to the change watch. While it is not listening (starting, connection
 * lost) `live` is false: the watch then lets nothing be reused, and every reconnection announces that anything may
 * have changed meanwhile.
 */
export class ChangeListener {
  live = false;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly url: string, private readonly watch: ChangeWatch, private readonly log: (message: string) => void = console.error) {}

  /** Connects; a failure only leaves the process reading afresh until a retry succeeds. */
  async start(): Promise<void> {
    await this.connect().catch((err: unknown) => this.lost(undefined, err));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: LISTENER_NAME });
    client.on('notification', (msg) => this.heard(msg.channel, msg.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
    if (this.closed || this.client !== client) return;
    this.live = true;
    this.watch.announce({ kind: 'all' }); // whatever was committed while nobody listened
  }

  private heard(channel: string, payload: string): void {
    if (channel === 'hr_settings_changed') this.watch.announce({ kind: 'setting', key: payload });
    else if (channel === 'hr_data_changed' || channel === 'hr_auth_changed') {
      this.watch.announce({ kind: 'company', companyId: payload, data: channel === 'hr_data_changed' });
    }
  }

  private lost(client: pg.Client | undefined, err?: unknown): void {
    if (client && this.client !== client) return; // an old connection's late event
    this.live = false;
    this.client = undefined;
    client?.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.log(`PostgreSQL change listener: ${err instanceof Error ? err.message : 'connection ended'}; reading afresh and reconnecting.`);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed) void this.connect().catch((e: unknown) => this.lost(this.client, e));
    }, RETRY_MS);
    this.retry.unref();
  }
}
