import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidSerial } from '../../../../shared/devices';
import { parseAttlog, parseDeviceCmd, parseOperlog, parseRegistry, type MalformedLine } from '../../../../shared/devices/attlog';
import { takeQueuedCommands } from '../commands/queue';
import { recordTransaction } from '../../integrations/recordTransaction';
import { ingestAttlog } from './attlogIngest';
import { applyCommandResults, infoOfHeartbeat, recordInfo } from './commandResults';
import { countLater, countNow, notePending, touchDevice, type DeviceFacts } from './deviceActivity';
import { findDevice, type ProtocolDevice } from './deviceLookup';
import { FloodGuard, type FloodGuardOptions } from './floodGuard';
import { handshakeText } from './handshake';
import { ingestOperlog } from './operlogIngest';

/** Largest body a device may send (a backlog arrives in several uploads; real firmware sends far less at once). */
export const ICLOCK_BODY_LIMIT = 2 * 1024 * 1024;
/** Commands handed out per heartbeat (a device runs them in order and reports them in one devicecmd). */
const COMMANDS_PER_HEARTBEAT = 20;
/** A heartbeat's INFO= parameter is recorded at most this often per device. */
const INFO_EVERY_MS = 60_000;

type Query = Record<string, string | undefined>;
type IclockRequest = FastifyRequest<{ Querystring: Query; Body: string | undefined }>;

/** A query parameter whatever its case (`SN`, `sn`; `table`, `Table`). */
function param(query: Query, name: string): string | undefined {
  const key = Object.keys(query).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : query[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);

function factsOf(request: IclockRequest, extra: Partial<DeviceFacts> = {}): DeviceFacts {
  const q = request.query ?? {};
  return {
    ipAddress: extra.ipAddress ?? request.ip ?? null,
    pushVersion: extra.pushVersion ?? param(q, 'pushver')?.slice(0, 20) ?? null,
    firmware: extra.firmware ?? null,
    deviceType: extra.deviceType ?? param(q, 'DeviceType')?.slice(0, 60) ?? null,
  };
}

/** The code a registering device is given: stable per serial, so re-registering changes nothing on the device. */
const registryCode = (serial: string) => createHash('sha256').update(`iclock-registry:${serial}`).digest('hex').slice(0, 16);

export interface IclockOptions {
  flood?: FloodGuardOptions;
}

/**
 * The ZKTeco ADMS ("iclock") push protocol at the paths devices use, outside /api, plain text in and out
 * (docs/api/devices.md). Each request: the serial is checked (400, no database write), the serial's token bucket
 * taken (503, counted), the device found by serial (cached); an unknown serial is kept pending and stores nothing
 * else. Any body content type is read as text, up to 2 MiB (413, counted).
 */
export async function iclockRoutes(app: FastifyInstance, opts: IclockOptions = {}): Promise<void> {
  const flood = new FloodGuard(opts.flood);
  const infoSeen = new Map<string, number>();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ICLOCK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.setErrorHandler(async (err: Error & { statusCode?: number; code?: string }, request: IclockRequest, reply) => {
    const serial = param(request.query ?? {}, 'SN');
    if (err.statusCode === 413) {
      request.log.warn({ serial }, 'iclock: body over the limit refused');
      if (serial && isValidSerial(serial) && (await findDevice(app.db, serial).catch(() => null))) await countNow(app.db, serial, { oversizedBodies: 1 }).catch(() => undefined);
      return text(reply, 413, 'ERROR: body too large\n');
    }
    if (err.statusCode && err.statusCode < 500) return text(reply, err.statusCode, 'ERROR\n');
    request.log.error({ err, serial }, 'iclock: request failed; the device will resend');
    return text(reply, 503, 'ERROR\n');
  });

  /** Serial check, flood check, lookup and last contact; null when the request was already answered. */
  async function identify(request: IclockRequest, reply: FastifyReply, facts?: Partial<DeviceFacts>): Promise<{ serial: string; device: ProtocolDevice | null } | null> {
    const serial = param(request.query ?? {}, 'SN');
    if (!serial || !isValidSerial(serial)) {
      void text(reply, 400, 'ERROR: bad serial number\n');
      return null;
    }
    if (!flood.take(serial)) {
      countLater(serial, 'floodRefusals');
      request.log.warn({ serial }, 'iclock: too many requests from this serial, refused');
      void text(reply, 503, 'ERROR: too many requests\n').header('retry-after', '30');
      return null;
    }
    const device = await findDevice(app.db, serial);
    if (device) await touchDevice(app.db, serial, factsOf(request, facts));
    else await notePending(app.db, serial, factsOf(request, facts));
    return { serial, device };
  }

  async function countMalformed(request: IclockRequest, serial: string, table: string, malformed: MalformedLine[]): Promise<void> {
    if (!malformed.length) return;
    request.log.warn({ serial, table, malformedLines: malformed.length, first: malformed.slice(0, 3) }, 'iclock: malformed lines skipped (the valid ones are kept)');
    await countNow(app.db, serial, { malformedLines: malformed.length });
  }

  const handshake = async (request: IclockRequest, reply: FastifyReply) => {
    const who = await identify(request, reply);
    if (!who) return reply;
    return text(reply, 200, handshakeText(who.serial, who.device));
  };

  const upload = async (request: IclockRequest, reply: FastifyReply) => {
    const table = (param(request.query ?? {}, 'table') ?? '').toUpperCase();
    const body = typeof request.body === 'string' ? request.body : '';
    if (table === 'OPTIONS') return registry(request, reply);
    const who = await identify(request, reply);
    if (!who) return reply;
    const { serial, device } = who;
    // an unclaimed device keeps its data until an administrator claims it: refuse, so it sends again later
    if (!device) return text(reply, 403, 'ERROR: device not registered\n');
    const stamp = param(request.query ?? {}, 'Stamp') ?? param(request.query ?? {}, 'AttLogStamp') ?? param(request.query ?? {}, 'OpStamp') ?? null;
    if (table === 'ATTLOG') {
      const parsed = parseAttlog(body);
      await countMalformed(request, serial, table, parsed.malformed);
      const exchange = { companyId: device.companyId, integration: 'devices' as const, direction: 'in' as const, action: 'devices.attlog' };
      let result;
      try {
        result = await ingestAttlog(app.db, device, parsed.items, { stamp });
      } catch (err) {
        // the device sends the batch again: what failed is kept for the administrator to see
        await recordTransaction(app.db, { ...exchange, status: 'failed', payload: { serial, lines: parsed.items.length }, error: (err as Error).message }, request.log);
        throw err;
      }
      await recordTransaction(app.db, { ...exchange, status: 'ok', payload: { serial, lines: parsed.items.length, created: result.created, duplicates: result.duplicates, refused: result.refused, unknownPin: result.unknownPin, malformed: parsed.malformed.length } }, request.log);
      return text(reply, 200, `OK: ${result.accepted}\n`);
    }
    if (table === 'OPERLOG' || table === 'BIODATA' || table === 'BIOPHOTO' || table === 'USERINFO' || table === 'FINGERTMP') {
      const parsed = parseOperlog(body);
      await countMalformed(request, serial, table, parsed.malformed);
      const result = await ingestOperlog(app.db, device, parsed.items, { stamp: table === 'OPERLOG' ? stamp : null });
      return text(reply, 200, `OK: ${result.accepted}\n`);
    }
    // ATTPHOTO and the rest: the product keeps no pictures from clocks; acknowledged so the device moves on
    return text(reply, 200, 'OK\n');
  };

  const heartbeat = async (request: IclockRequest, reply: FastifyReply) => {
    const who = await identify(request, reply);
    if (!who) return reply;
    if (!who.device) return text(reply, 200, 'OK\n');
    const info = infoOfHeartbeat(param(request.query ?? {}, 'INFO'));
    if (info && Date.now() - (infoSeen.get(who.serial) ?? 0) > INFO_EVERY_MS) {
      infoSeen.set(who.serial, Date.now());
      await recordInfo(app.db, who.serial, info);
    }
    const commands = await takeQueuedCommands(app.db, who.serial, COMMANDS_PER_HEARTBEAT);
    if (!commands.length) return text(reply, 200, 'OK\n');
    return text(reply, 200, `${commands.map((c) => `C:${c.seq}:${c.command}`).join('\n')}\n`);
  };

  const results = async (request: IclockRequest, reply: FastifyReply) => {
    const who = await identify(request, reply);
    if (!who) return reply;
    if (!who.device) return text(reply, 200, 'OK\n');
    const parsed = parseDeviceCmd(typeof request.body === 'string' ? request.body : '');
    await countMalformed(request, who.serial, 'devicecmd', parsed.malformed);
    const outcome = await applyCommandResults(app.db, who.device, parsed.items);
    if (outcome.ignored) request.log.warn({ serial: who.serial, ignored: outcome.ignored }, 'iclock: results for commands this device was not given, ignored');
    return text(reply, 200, 'OK\n');
  };

  async function registry(request: IclockRequest, reply: FastifyReply) {
    const info = parseRegistry(typeof request.body === 'string' ? request.body : '');
    const who = await identify(request, reply, {
      deviceType: info.DeviceType ?? info.DeviceName ?? null,
      firmware: info.FirmVer ?? info.FWVersion ?? null,
      pushVersion: info.PushVersion ?? null,
    });
    if (!who) return reply;
    return text(reply, 200, `RegistryCode=${registryCode(who.serial)}\n`);
  }

  const routes: [string, string, (request: IclockRequest, reply: FastifyReply) => Promise<FastifyReply>][] = [
    ['GET', '/iclock/cdata', handshake],
    ['POST', '/iclock/cdata', upload],
    ['GET', '/iclock/getrequest', heartbeat],
    ['POST', '/iclock/devicecmd', results],
    ['POST', '/iclock/registry', registry],
    ['GET', '/iclock/ping', async (request, reply) => ((await identify(request, reply)) ? text(reply, 200, 'OK\n') : reply)],
  ];
  for (const [method, url, handler] of routes) {
    for (const path of [url, `${url}.aspx`]) {
      app.route<{ Querystring: Query; Body: string | undefined }>({ method: method as 'GET', url: path, config: { public: true }, handler });
    }
  }
}
