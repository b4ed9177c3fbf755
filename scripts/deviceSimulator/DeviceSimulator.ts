/**
 * A ZKTeco time clock speaking the ADMS / iclock push protocol to the product, over plain HTTP as a real one does
 * (docs/api/devices.md): handshake, heartbeats every `Delay` seconds, commands run against its own user table with
 * their results posted back in a batch, punches in its local time uploaded in batches and kept until the server
 * answers `OK` (so they are re-sent after any failure), a backlog gathered while offline, a deliberately re-sent
 * batch and a capacity report. The tests, the demo, the bench and `npm run device:simulate` drive it.
 * Depends on no ZK package: global fetch (or an injected one, e.g. app.inject wrapped as fetch).
 */
import { createPrng, type Prng } from '../../src/server/seed/prng';
import {
  DEFAULT_MODEL, capacityOf, executeCommand, newMemory, type CommandEffect, type DeviceMemory, type DeviceModel,
} from './deviceMemory';
import {
  attlogLine, localDateTime, parseCommands, parseOptions, resultsBody, userLine, type SimPunch, type SimResult,
} from './protocolText';

export type FetchLike = (url: string, init?: { method?: string; body?: string; headers?: Record<string, string>; signal?: AbortSignal }) => Promise<{ status: number; text(): Promise<string> }>;

export interface DeviceSimulatorOptions {
  /** the product's address, e.g. http://localhost:3000 */
  server: string;
  serial: string;
  /** the zone the clock's wall time is set to (its punches carry no zone) */
  timeZone?: string;
  pushVersion?: string;
  people?: { pin: string; name: string }[];
  fetch?: FetchLike;
  model?: Partial<DeviceModel>;
  /** ATTLOG lines per POST (real clocks send a few hundred) */
  batchSize?: number;
  ipAddress?: string;
  /** real time, ms (tests pin it) */
  now?: () => number;
  /** seed of the punches start() makes up */
  seed?: number | string;
  /** per-request timeout, ms */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface UploadStats {
  posts: number;
  acknowledged: number;
  refused: number;
}

export class DeviceSimulator {
  readonly serial: string;
  readonly timeZone: string;
  readonly pushVersion: string;
  readonly memory: DeviceMemory;
  readonly model: DeviceModel;
  /** the handshake's options (Delay, ATTLOGStamp, TimeZone…) */
  options: Record<string, string> = {};
  /** seconds between heartbeats, from the handshake's Delay */
  delaySeconds = 10;
  /** punches not yet acknowledged with OK, oldest first */
  readonly pending: SimPunch[] = [];
  /** the last batch the server acknowledged (resendLastBatch sends it again) */
  lastBatch: SimPunch[] = [];
  offline = false;
  /** push 3.x: the code the registry answered (`RegistryCode=…`) */
  registryCode: string | null = null;
  readonly stats: UploadStats = { posts: 0, acknowledged: 0, refused: 0 };
  private readonly server: string;
  private readonly fetchFn: FetchLike;
  private readonly batchSize: number;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  private readonly prng: Prng;
  private stamp = 0;
  /** when the last upload was refused or failed: start() waits a poll delay before trying again */
  private refusedAt = 0;
  private running: { stop: () => void } | null = null;
  private lastStatusOf = new Map<string, number>();

  constructor(opts: DeviceSimulatorOptions) {
    this.server = opts.server.replace(/\/+$/, '');
    this.serial = opts.serial;
    this.timeZone = opts.timeZone ?? 'Europe/Madrid';
    this.pushVersion = opts.pushVersion ?? '2.4.1';
    this.fetchFn = opts.fetch ?? (globalThis.fetch as unknown as FetchLike);
    this.batchSize = opts.batchSize ?? 300;
    this.now = opts.now ?? Date.now;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.log = opts.log ?? (() => {});
    this.model = { ...DEFAULT_MODEL, ...opts.model };
    this.memory = newMemory(opts.people ?? [], opts.ipAddress);
    this.prng = createPrng(opts.seed ?? opts.serial);
  }

  /** The clock's wall time now (its zone, moved by SET OPTION DateTime). */
  localNow(): string {
    return localDateTime(this.now() + this.memory.clockOffsetMs, this.timeZone);
  }

  capacity() {
    return capacityOf(this.memory, this.model);
  }

  private url(path: string, query: Record<string, string>): string {
    return `${this.server}/iclock/${path}?${new URLSearchParams({ SN: this.serial, ...query })}`;
  }

  private async request(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: string): Promise<HttpAnswer> {
    const res = await this.fetchFn(this.url(path, query), {
      method,
      body,
      // what the clocks' firmware sends; the body is plain text whatever the header says
      headers: body === undefined ? { 'user-agent': 'iClock Proxy/1.09' } : { 'user-agent': 'iClock Proxy/1.09', 'content-type': 'text/plain' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  }

  /**
   * `GET /iclock/cdata?SN=&options=all&pushver=&language=`: reads the options (Delay, stamps, TimeZone when sent).
   * Push 3.x firmware then registers itself (`POST /iclock/registry`). Returns the options, or null when the answer
   * is not `GET OPTION FROM: <SN>`.
   */
  async handshake(): Promise<Record<string, string> | null> {
    const res = await this.request('GET', 'cdata', { options: 'all', pushver: this.pushVersion, language: '69' });
    const options = res.status === 200 ? parseOptions(res.body, this.serial) : null;
    if (!options) {
      this.log(`${this.serial}: handshake answered ${res.status} ${res.body.trim().slice(0, 80)}`);
      return null;
    }
    this.options = options;
    const delay = Number(options.Delay);
    if (Number.isFinite(delay) && delay > 0) this.delaySeconds = delay;
    const stamp = Number(options.ATTLOGStamp ?? options.Stamp);
    if (Number.isFinite(stamp) && stamp > this.stamp) this.stamp = stamp;
    if (this.pushVersion.startsWith('3')) await this.registry();
    return options;
  }

  /** Newer firmware's registry: `DeviceType=att,~DeviceName=…,FirmVer=…,IPAddress=…`. */
  async registry(): Promise<HttpAnswer> {
    const c = this.capacity();
    const body = [
      'DeviceType=att', `~DeviceName=${this.model.deviceName}`, `FirmVer=${this.model.firmware}`, `PushVersion=${this.pushVersion}`,
      `IPAddress=${this.memory.ipAddress}`, `UserCount=${c.users}`, `FPCount=${c.fingers}`, `FaceCount=${c.faces}`, `AttLogCount=${c.records}`,
      `MaxUserCount=${c.maxUsers}`, `MaxFingerCount=${c.maxFingers}`, `MaxFaceCount=${c.maxFaces}`, `MaxAttLogCount=${c.maxRecords}`,
    ].join(',');
    const res = await this.request('POST', 'registry', {}, body);
    const code = /RegistryCode=(\S+)/.exec(res.body)?.[1];
    if (res.status === 200 && code) this.registryCode = code;
    return res;
  }

  /**
   * `GET /iclock/getrequest?SN=`: runs the commands handed out against the clock's memory and posts their results
   * in one devicecmd body (then uploads users for DATA QUERY USERINFO, punches for CHECK). Returns the results.
   */
  async heartbeat(): Promise<SimResult[]> {
    if (this.offline) return [];
    const res = await this.request('GET', 'getrequest', {});
    if (res.status !== 200) {
      this.log(`${this.serial}: getrequest answered ${res.status} ${res.body.trim().slice(0, 80)}`);
      return [];
    }
    const commands = parseCommands(res.body);
    if (!commands.length) return [];
    const effects: CommandEffect[] = commands.map((c) => executeCommand(this.memory, this.model, c, this.now(), this.timeZone));
    const results = effects.map((e) => e.result);
    const answer = await this.request('POST', 'devicecmd', {}, resultsBody(results));
    if (answer.status !== 200) this.log(`${this.serial}: devicecmd answered ${answer.status} ${answer.body.trim().slice(0, 80)}`);
    if (effects.some((e) => e.uploadUsers)) await this.uploadUsers();
    if (effects.some((e) => e.uploadPunches)) await this.upload();
    for (const r of results) this.log(`${this.serial}: ran C:${r.id} ${r.cmd} → ${r.returnCode}`);
    return results;
  }

  /** Heartbeats until the server has nothing more to hand out (at most `maxRounds`); all results. */
  async runCommands(maxRounds = 20): Promise<SimResult[]> {
    const all: SimResult[] = [];
    for (let i = 0; i < maxRounds; i++) {
      const results = await this.heartbeat();
      if (!results.length) break;
      all.push(...results);
    }
    return all;
  }

  /** Record a punch (the clock's wall time now unless given); uploaded by the next upload(). */
  punch(pin: string, localTime: string = this.localNow(), status = 0, verify = 1, workCode?: string): SimPunch {
    const p: SimPunch = { pin, localTime, status, verify, ...(workCode ? { workCode } : {}) };
    this.pending.push(p);
    this.memory.attLogCount++;
    return p;
  }

  queuePunches(punches: SimPunch[]): void {
    for (const p of punches) this.punch(p.pin, p.localTime, p.status, p.verify, p.workCode);
  }

  private async postAttlog(batch: SimPunch[]): Promise<HttpAnswer> {
    this.stats.posts++;
    return this.request('POST', 'cdata', { table: 'ATTLOG', Stamp: String(this.stamp) }, batch.map(attlogLine).join('\n'));
  }

  /**
   * Upload the pending punches in batches of `batchSize`; a batch leaves the queue only on an answer starting with
   * `OK` (a non-OK answer or a network error keeps it, and the next upload() sends it again). Returns how many
   * punches were acknowledged by this call.
   */
  async upload(): Promise<number> {
    if (this.offline) return 0;
    let acknowledged = 0;
    while (this.pending.length) {
      const batch = this.pending.slice(0, this.batchSize);
      let res: HttpAnswer;
      try {
        res = await this.postAttlog(batch);
      } catch (error) {
        this.log(`${this.serial}: ATTLOG upload failed (${(error as Error).message}); ${this.pending.length} kept`);
        this.refusedAt = this.now();
        break;
      }
      if (res.status !== 200 || !/^OK/.test(res.body.trim())) {
        this.stats.refused++;
        this.refusedAt = this.now();
        this.log(`${this.serial}: ATTLOG answered ${res.status} ${res.body.trim().slice(0, 80)}; ${this.pending.length} kept`);
        break;
      }
      this.pending.splice(0, batch.length);
      this.lastBatch = batch;
      this.stamp += batch.length;
      acknowledged += batch.length;
      this.stats.acknowledged += batch.length;
    }
    return acknowledged;
  }

  /** Send the last acknowledged batch again, as a clock that missed the server's OK does. */
  async resendLastBatch(): Promise<HttpAnswer> {
    if (!this.lastBatch.length) throw new Error('no batch was acknowledged yet');
    return this.postAttlog(this.lastBatch);
  }

  /** The user table as OPERLOG (the answer to DATA QUERY USERINFO). */
  async uploadUsers(): Promise<HttpAnswer> {
    const body = [...this.memory.users.values()].map(userLine).join('\n');
    return this.request('POST', 'cdata', { table: 'OPERLOG', Stamp: String(this.stamp) }, body);
  }

  /** Lose the connection: punches keep being recorded and wait. */
  goOffline(): void {
    this.offline = true;
  }

  /** Back online: handshake again and upload the backlog in batches; returns how many were acknowledged. */
  async reconnect(): Promise<number> {
    this.offline = false;
    await this.handshake();
    return this.upload();
  }

  /**
   * A made-up working day at `rate` punches a minute among the clock's users: each person alternates check-in and
   * check-out, now and then a break, and about one punch in ten has no direction (255); verified by finger, face or
   * card. Realtime: each punch is uploaded at once. Heartbeats every Delay seconds. Resolves after `durationMs`
   * (or stop()).
   */
  start(opts: { rate?: number; durationMs?: number; heartbeats?: boolean } = {}): Promise<void> {
    if (this.running) throw new Error('already running');
    const rate = opts.rate ?? 6;
    const timers: NodeJS.Timeout[] = [];
    let credit = 0;
    let busy = false;
    return new Promise<void>((resolve) => {
      const stop = () => {
        for (const t of timers) clearInterval(t);
        this.running = null;
        resolve();
      };
      this.running = { stop };
      const guard = (work: () => Promise<unknown>) => async () => {
        if (busy) return;
        busy = true;
        try {
          await work();
        } catch (error) {
          this.log(`${this.serial}: ${(error as Error).message}`);
        } finally {
          busy = false;
        }
      };
      if (opts.heartbeats !== false) timers.push(setInterval(guard(() => this.heartbeat()), this.delaySeconds * 1000));
      if (rate > 0 && this.memory.users.size) {
        timers.push(setInterval(guard(async () => {
          credit += rate / 60;
          for (; credit >= 1; credit--) this.madeUpPunch();
          if (this.pending.length && this.now() - this.refusedAt >= this.delaySeconds * 1000) await this.upload();
        }), 1000));
      }
      if (opts.durationMs !== undefined) timers.push(setTimeout(stop, opts.durationMs));
    });
  }

  stop(): void {
    this.running?.stop();
  }

  /** One punch of a random user now, with a plausible direction and verify method. */
  madeUpPunch(localTime: string = this.localNow()): SimPunch {
    const pins = [...this.memory.users.keys()];
    const pin = this.prng.pick(pins);
    return this.punch(pin, localTime, this.nextStatus(pin), this.prng.pick([1, 1, 15, 15, 15, 4]));
  }

  /** The next direction for a person: in, break out, break in, out…; about one in ten has none (255). */
  nextStatus(pin: string): number {
    const last = this.lastStatusOf.get(pin);
    const next = last === undefined || last === 1 ? 0 : last === 0 ? (this.prng.chance(0.3) ? 2 : 1) : last === 2 ? 3 : 1;
    this.lastStatusOf.set(pin, next);
    return this.prng.chance(0.1) ? 255 : next;
  }
}
