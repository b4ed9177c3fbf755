/**
 * Line parsers of the ZKTeco ADMS ("iclock") push protocol (docs/api/devices.md), pure: the server parses what a
 * device uploads with them, the simulator and the tests build the same lines. A malformed line is reported (with
 * its 1-based line number) and never stops the valid ones. Blank lines are skipped; CRLF and LF both end a line.
 */
import { toInstant } from '../workday/zonedTime';

/** One ATTLOG line: `PIN\tYYYY-MM-DD HH:MM:SS\tStatus\tVerify\tWorkCode\t…` (tabs, or runs of spaces). */
export interface AttlogPunch {
  pin: string;
  /** device-local wall time, normalised to `YYYY-MM-DD HH:mm:ss` */
  localTime: string;
  /** the direction code (0–5; 255 or anything else: no direction); null when the field is missing */
  status: number | null;
  verify: number | null;
  workCode: string | null;
  /** the line as sent (trimmed), kept with the punch */
  raw: string;
}

export interface MalformedLine {
  line: number;
  text: string;
  reason: string;
}

export interface Parsed<T> {
  items: T[];
  malformed: MalformedLine[];
}

/** Lines of a body, numbered from 1, without the blank ones. */
function linesOf(body: string): { n: number; text: string }[] {
  return body.split(/\r\n|\n|\r/).map((text, i) => ({ n: i + 1, text: text.trim() })).filter((l) => l.text !== '');
}

const PIN_RE = /^[A-Za-z0-9]{1,24}$/;
const DATE_TIME_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const pad = (v: string) => v.padStart(2, '0');
const intOrNull = (v: string | undefined): number | null => (v !== undefined && /^-?\d{1,6}$/.test(v) ? Number(v) : null);

/** `YYYY-MM-DD HH:mm:ss` when the text is a real calendar date and time, else null. */
export function normaliseLocalTime(text: string): string | null {
  const m = DATE_TIME_RE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${mi}:${s}`;
}

/**
 * ATTLOG body → punches. Fields are split on tabs; a line without tabs is split on runs of spaces (some firmware
 * pads with spaces), re-joining the date and the time. Extra fields after the work code are ignored.
 */
export function parseAttlog(body: string): Parsed<AttlogPunch> {
  const items: AttlogPunch[] = [];
  const malformed: MalformedLine[] = [];
  for (const { n, text } of linesOf(body)) {
    let fields = text.includes('\t') ? text.split('\t').map((f) => f.trim()) : text.split(/ +/);
    if (!text.includes('\t') && fields.length >= 3 && /^\d{4}-/.test(fields[1]) && /^\d{1,2}:/.test(fields[2])) {
      fields = [fields[0], `${fields[1]} ${fields[2]}`, ...fields.slice(3)];
    }
    const [pin, when, status, verify, workCode] = fields;
    if (!pin || !PIN_RE.test(pin)) {
      malformed.push({ line: n, text: text.slice(0, 200), reason: 'PIN' });
      continue;
    }
    const localTime = when ? normaliseLocalTime(when) : null;
    if (!localTime) {
      malformed.push({ line: n, text: text.slice(0, 200), reason: 'TIME' });
      continue;
    }
    items.push({
      pin: pin.replace(/^0+(?=\d)/, ''), // some firmware zero-pads PINs: 0042 is person 42
      localTime,
      status: intOrNull(status),
      verify: intOrNull(verify),
      workCode: workCode && workCode !== '' ? workCode.slice(0, 32) : null,
      raw: text.slice(0, 500),
    });
  }
  return { items, malformed };
}

/** `key=value` pairs separated by tabs (OPERLOG records; keys case as sent). */
export function parseTabPairs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('\t')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** A value by key, whatever its case (`PIN` / `Pin`, `TMP` / `Tmp`). */
export function pick(pairs: Record<string, string>, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const hit = Object.keys(pairs).find((p) => p.toLowerCase() === k.toLowerCase());
    if (hit !== undefined) return pairs[hit];
  }
  return undefined;
}

/** OPERLOG / BIODATA records. Templates are kind FINGERPRINT or FACE; `slot` is the finger or face number. */
export type OperRecord =
  | { kind: 'USER'; pin: string; name: string | null; card: string | null; privilege: number | null; line: number }
  | { kind: 'TEMPLATE'; type: 'FINGERPRINT' | 'FACE' | 'PALM'; pin: string; slot: number; size: number | null; valid: boolean; format: string | null; template: string; line: number }
  | { kind: 'OPLOG'; text: string; line: number };

/** BIODATA `Type=` numbers (push 3.x): 1 fingerprint, 2 face, 8/9 palm, 9 visible-light face on newer models. */
const BIODATA_TYPES: Record<string, 'FINGERPRINT' | 'FACE' | 'PALM'> = { '1': 'FINGERPRINT', '2': 'FACE', '8': 'PALM', '9': 'FACE' };

const cleanPin = (v: string | undefined) => (v && PIN_RE.test(v) ? v.replace(/^0+(?=\d)/, '') : null);

/**
 * OPERLOG (and BIODATA / BIOPHOTO) body → records: `USER PIN=…\tName=…`, `FP PIN=…\tFID=…\tSize=…\tValid=…\tTMP=…`,
 * `FACE PIN=…\tFID=…\tSIZE=…\tVALID=…\tTMP=…`, `BIODATA Pin=…\tNo=…\tIndex=…\tValid=…\tType=…\tFormat=…\tTmp=…`,
 * `OPLOG …` (kept as text). BIOPHOTO lines carry pictures, which the product does not keep (skipped, not malformed).
 */
export function parseOperlog(body: string): Parsed<OperRecord> {
  const items: OperRecord[] = [];
  const malformed: MalformedLine[] = [];
  for (const { n, text } of linesOf(body)) {
    const space = text.search(/[ \t]/);
    const head = (space < 0 ? text : text.slice(0, space)).toUpperCase();
    const pairs = parseTabPairs(space < 0 ? '' : text.slice(space + 1));
    const bad = (reason: string) => malformed.push({ line: n, text: text.slice(0, 200), reason });
    if (head === 'USER') {
      const pin = cleanPin(pick(pairs, 'PIN'));
      if (!pin) { bad('PIN'); continue; }
      items.push({ kind: 'USER', pin, name: pick(pairs, 'Name') ?? null, card: pick(pairs, 'Card') || null, privilege: intOrNull(pick(pairs, 'Pri', 'Privilege')), line: n });
    } else if (head === 'FP' || head === 'FACE' || head === 'BIODATA') {
      const pin = cleanPin(pick(pairs, 'PIN', 'Pin'));
      const template = pick(pairs, 'TMP', 'Tmp');
      const type = head === 'FP' ? 'FINGERPRINT' : head === 'FACE' ? 'FACE' : BIODATA_TYPES[pick(pairs, 'Type') ?? ''];
      const slot = intOrNull(head === 'BIODATA' ? pick(pairs, 'No', 'Index') : pick(pairs, 'FID')) ?? 0;
      if (!pin) { bad('PIN'); continue; }
      if (!template || !/^[A-Za-z0-9+/=_-]+$/.test(template)) { bad('TEMPLATE'); continue; }
      if (!type) { bad('TYPE'); continue; }
      items.push({
        kind: 'TEMPLATE', type, pin, slot, size: intOrNull(pick(pairs, 'Size')), valid: pick(pairs, 'Valid') !== '0',
        format: pick(pairs, 'Format', 'MajorVer') ?? null, template, line: n,
      });
    } else if (head === 'OPLOG') {
      items.push({ kind: 'OPLOG', text: text.slice(0, 500), line: n });
    } else if (head === 'BIOPHOTO' || head === 'USERPIC') {
      continue;
    } else {
      bad('RECORD');
    }
  }
  return { items, malformed };
}

/** One command result of `POST /iclock/devicecmd`: `ID=<seq>&Return=<code>&CMD=<name>`. */
export interface CommandResult {
  seq: number;
  returnCode: number;
  cmd: string | null;
  /** the key=value lines a device sends with an INFO/query result, when it puts them in the same body */
  info: Record<string, string>;
}

/**
 * devicecmd body → results. Devices batch results one per line, and put an INFO result's `key=value` lines (or a
 * `~key=value,…` run) after its `ID=…` line; those lines are attached to the result before them.
 */
export function parseDeviceCmd(body: string): Parsed<CommandResult> {
  const items: CommandResult[] = [];
  const malformed: MalformedLine[] = [];
  for (const { n, text } of linesOf(body)) {
    if (/^ID=/i.test(text)) {
      const params = new URLSearchParams(text);
      const get = (k: string) => [...params.entries()].find(([key]) => key.toLowerCase() === k.toLowerCase())?.[1];
      const seq = Number(get('ID'));
      const code = Number(get('Return'));
      if (!Number.isSafeInteger(seq) || seq <= 0 || !Number.isInteger(code)) {
        malformed.push({ line: n, text: text.slice(0, 200), reason: 'RESULT' });
        continue;
      }
      items.push({ seq, returnCode: code, cmd: get('CMD') ?? null, info: {} });
      continue;
    }
    const last = items[items.length - 1];
    const pairs = text.split(/[,\t]/).map((p) => p.trim().replace(/^~/, '')).filter((p) => p.includes('='));
    if (!last || !pairs.length) {
      malformed.push({ line: n, text: text.slice(0, 200), reason: 'RESULT' });
      continue;
    }
    for (const p of pairs) {
      const eq = p.indexOf('=');
      last.info[p.slice(0, eq)] = p.slice(eq + 1).slice(0, 200);
    }
  }
  return { items, malformed };
}

/** Registry body (newer firmware): `DeviceType=acc,~DeviceName=…,FirmVer=…,IPAddress=…` (commas or lines). */
export function parseRegistry(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of body.split(/[,\r\n\t]/)) {
    const p = part.trim().replace(/^~/, '');
    const eq = p.indexOf('=');
    if (eq > 0) out[p.slice(0, eq).trim()] = p.slice(eq + 1).trim().slice(0, 200);
  }
  return out;
}

/** What an INFO result reports, as device_status.capacity keeps it (users, maxUsers, fingers…). */
export function capacityOf(info: Record<string, string>): { capacity: Record<string, number>; firmware: string | null } {
  const keys: Record<string, string> = {
    UserCount: 'users', MaxUserCount: 'maxUsers', FPCount: 'fingers', MaxFingerCount: 'maxFingers', FaceCount: 'faces',
    MaxFaceCount: 'maxFaces', AttLogCount: 'records', MaxAttLogCount: 'maxRecords',
  };
  const capacity: Record<string, number> = {};
  for (const [k, v] of Object.entries(info)) {
    const name = Object.keys(keys).find((key) => key.toLowerCase() === k.toLowerCase());
    if (name && /^\d{1,10}$/.test(v)) capacity[keys[name]] = Number(v);
  }
  const fw = Object.entries(info).find(([k]) => /^(FWVersion|FirmVer)$/i.test(k))?.[1];
  return { capacity, firmware: fw ? fw.slice(0, 100) : null };
}

/**
 * The instant a device-local `YYYY-MM-DD HH:mm:ss` denotes in an IANA zone, to the second. Uses the workday rules'
 * toInstant (minutes), so gaps and folds are read the same way everywhere: a time skipped by the spring change moves
 * forward by the gap (02:30:15 in Madrid on the last Sunday of March is 03:30:15 summer time); a time that happens
 * twice in autumn is its first occurrence (summer time).
 */
export function localTimeToInstant(localTime: string, timeZone: string): number {
  const seconds = Number(localTime.slice(17, 19)) || 0;
  return toInstant(localTime.slice(0, 10), localTime.slice(11, 16), timeZone) + seconds * 1000;
}
