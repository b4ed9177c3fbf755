/**
 * The text a ZKTeco clock puts on the wire (ADMS / iclock push protocol, docs/api/devices.md), pure so the unit
 * tests check it without a server: ATTLOG lines, OPERLOG user records, the handshake's options, the heartbeat's
 * commands and the batched devicecmd results. The server parses the same text with src/shared/devices/attlog.ts.
 */
import { offsetAt } from '../../src/shared/workday/zonedTime';

/** One punch as the clock stores it: device-local wall time, status (direction) and verify (how) codes. */
export interface SimPunch {
  pin: string;
  /** `YYYY-MM-DD HH:MM:SS`, the device's local time (no zone on the wire) */
  localTime: string;
  /** 0 check-in, 1 check-out, 2 break-out, 3 break-in, 4/5 overtime, 255 no direction */
  status: number;
  /** 1 fingerprint, 4 card, 15 face, 0 password */
  verify: number;
  workCode?: string;
}

/** The ATTLOG line: `PIN\tYYYY-MM-DD HH:MM:SS\tstatus\tverify\tworkcode\t0\t0` (the two trailing reserved fields). */
export const attlogLine = (p: SimPunch): string => [p.pin, p.localTime, p.status, p.verify, p.workCode ?? '0', 0, 0].join('\t');

/** A person in the clock's user table. */
export interface SimUser {
  pin: string;
  name: string;
  privilege: number;
  card: string;
  password: string;
  group: number;
}

/** The OPERLOG user record (what `DATA QUERY USERINFO` uploads). */
export const userLine = (u: SimUser): string =>
  `USER PIN=${u.pin}\tName=${u.name}\tPri=${u.privilege}\tPasswd=${u.password}\tCard=${u.card}\tGrp=${u.group}`;

/** The wall time of an instant in an IANA zone, as the clock writes it (`YYYY-MM-DD HH:MM:SS`). */
export function localDateTime(instant: number, timeZone: string): string {
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 19).replace('T', ' ');
}

/** The handshake's answer: `GET OPTION FROM: <SN>` then `key=value` lines. Null when the first line is missing. */
export function parseOptions(body: string, serial: string): Record<string, string> | null {
  const lines = body.split(/\r\n|\n|\r/).map((l) => l.trim()).filter(Boolean);
  const head = lines.shift();
  if (!head || !/^GET OPTION FROM:\s*/i.test(head) || head.replace(/^GET OPTION FROM:\s*/i, '') !== serial) return null;
  const out: Record<string, string> = {};
  for (const line of lines) {
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return out;
}

/** A command as the heartbeat hands it out: `C:<id>:<command>`. */
export interface SimCommand {
  id: string;
  text: string;
}

/** getrequest's answer → commands (`OK` or anything without `C:` lines: none). */
export function parseCommands(body: string): SimCommand[] {
  const out: SimCommand[] = [];
  for (const line of body.split(/\r\n|\n|\r/)) {
    const m = /^C:([^:]+):(.*)$/.exec(line.replace(/^\s+/, ''));
    if (m) out.push({ id: m[1], text: m[2] });
  }
  return out;
}

/** One command's result. `info` lines follow its `ID=` line (INFO: `~DeviceName=…,FWVersion=…,UserCount=…`). */
export interface SimResult {
  id: string;
  returnCode: number;
  cmd: string;
  info?: Record<string, string | number>;
}

/**
 * The devicecmd body, results batched one per line: `ID=<id>&Return=<code>&CMD=<name>`; an INFO result carries
 * its facts on the next line as one comma-separated `~DeviceName=…,FWVersion=…,UserCount=…` run (parseDeviceCmd
 * attaches such lines to the result before them).
 */
export function resultsBody(results: SimResult[]): string {
  return results.map((r) => {
    const head = `ID=${r.id}&Return=${r.returnCode}&CMD=${r.cmd}`;
    if (!r.info) return head;
    const facts = Object.entries(r.info).map(([k, v], i) => `${i === 0 ? '~' : ''}${k}=${String(v).replace(/[,\r\n]/g, ' ')}`);
    return `${head}\n${facts.join(',')}`;
  }).join('\n');
}

/** `key=value` fields of a command separated by tabs (`PIN=7\tName=Ana`), keys as sent. */
export function commandFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('\t')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim().replace(/^.* /, '')] = part.slice(eq + 1);
  }
  return out;
}

/** A field by key whatever its case (`PIN`/`Pin`, `TMP`/`Tmp`). */
export function field(fields: Record<string, string>, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const hit = Object.keys(fields).find((f) => f.toLowerCase() === k.toLowerCase());
    if (hit !== undefined) return fields[hit];
  }
  return undefined;
}
