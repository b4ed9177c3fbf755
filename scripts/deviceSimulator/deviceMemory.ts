/**
 * What a simulated clock keeps in memory and how it executes a server's command against it, as a ZKTeco clock does
 * (docs/api/devices.md): the user table, the biometric templates, the attendance log count and the clock. Pure
 * apart from the `now` it is given, so the unit tests drive it directly.
 */
import { offsetAt } from '../../src/shared/workday/zonedTime';
import { commandFields, field, type SimCommand, type SimResult, type SimUser } from './protocolText';

/** The model's capacity and identity (what INFO reports). */
export interface DeviceModel {
  deviceName: string;
  firmware: string;
  platform: string;
  maxUsers: number;
  maxFingers: number;
  maxFaces: number;
  maxRecords: number;
}

export const DEFAULT_MODEL: DeviceModel = {
  deviceName: 'SpeedFace-V5L', firmware: 'ZAM180-NF-Ver6.60 Sep 27 2023', platform: 'ZMM220_TFT',
  maxUsers: 10_000, maxFingers: 10_000, maxFaces: 6_000, maxRecords: 200_000,
};

export interface StoredTemplate {
  pin: string;
  kind: 'FINGERPRINT' | 'FACE';
  slot: number;
  template: string;
}

export interface DeviceMemory {
  users: Map<string, SimUser>;
  /** keyed `<pin>:<kind>:<slot>` */
  templates: Map<string, StoredTemplate>;
  /** punches the clock recorded (its attendance log) */
  attLogCount: number;
  /** device clock minus real time, ms: SET OPTION DateTime moves it */
  clockOffsetMs: number;
  ipAddress: string;
}

/** What running a command asks the simulator to do next, besides answering its result. */
export interface CommandEffect {
  result: SimResult;
  /** DATA QUERY USERINFO: upload the user table as OPERLOG */
  uploadUsers?: boolean;
  /** CHECK: upload what is pending now */
  uploadPunches?: boolean;
}

export function newMemory(people: { pin: string; name: string }[] = [], ipAddress = '192.168.1.201'): DeviceMemory {
  const users = new Map<string, SimUser>();
  for (const p of people) users.set(p.pin, { pin: p.pin, name: p.name, privilege: 0, card: '', password: '', group: 1 });
  return { users, templates: new Map(), attLogCount: 0, clockOffsetMs: 0, ipAddress };
}

/** Counts and maxima, as device_status.capacity names them. */
export function capacityOf(memory: DeviceMemory, model: DeviceModel) {
  const templates = [...memory.templates.values()];
  return {
    users: memory.users.size, maxUsers: model.maxUsers,
    fingers: templates.filter((t) => t.kind === 'FINGERPRINT').length, maxFingers: model.maxFingers,
    faces: templates.filter((t) => t.kind === 'FACE').length, maxFaces: model.maxFaces,
    records: memory.attLogCount, maxRecords: model.maxRecords,
  };
}

/** INFO's facts, with the device's own key names. */
export function infoFacts(memory: DeviceMemory, model: DeviceModel): Record<string, string | number> {
  const c = capacityOf(memory, model);
  return {
    DeviceName: model.deviceName, FWVersion: model.firmware, Platform: model.platform, IPAddress: memory.ipAddress,
    UserCount: c.users, FPCount: c.fingers, FaceCount: c.faces, AttLogCount: c.records,
    MaxUserCount: c.maxUsers, MaxFingerCount: c.maxFingers, MaxFaceCount: c.maxFaces, MaxAttLogCount: c.maxRecords,
  };
}

const ok = (id: string, cmd: string): SimResult => ({ id, returnCode: 0, cmd });
/** Return codes of the protocol: -1002 bad or refused command, -1004 table not supported. */
export const RETURN_BAD_COMMAND = -1002;
export const RETURN_NO_TABLE = -1004;

/** Execute one command against the memory; `now` (real time, ms) and the clock's zone serve SET OPTION DateTime. */
export function executeCommand(memory: DeviceMemory, model: DeviceModel, command: SimCommand, now: number, timeZone: string): CommandEffect {
  const { id, text } = command;
  const words = text.trim().split(/[ \t]+/);
  const verb = words[0]?.toUpperCase() ?? '';
  if (verb === 'INFO') return { result: { id, returnCode: 0, cmd: 'INFO', info: infoFacts(memory, model) } };
  if (verb === 'CHECK') return { result: ok(id, 'CHECK'), uploadPunches: true };
  if (verb === 'SET' && words[1]?.toUpperCase() === 'OPTION') return setOption(memory, id, text, now, timeZone);
  if (verb !== 'DATA') return { result: { id, returnCode: RETURN_BAD_COMMAND, cmd: words[0] ?? '' } }; // Shell, USER ADD…
  const action = words[1]?.toUpperCase();
  const table = words[2]?.toUpperCase();
  const fields = commandFields(text);
  const pin = field(fields, 'PIN');
  if (action === 'QUERY' && table === 'USERINFO') return { result: ok(id, 'DATA'), uploadUsers: true };
  if (table === 'USERINFO' && action === 'UPDATE') {
    if (!pin || !/^\d{1,9}$/.test(pin)) return { result: { id, returnCode: RETURN_BAD_COMMAND, cmd: 'DATA' } };
    const before = memory.users.get(pin);
    if (!before && memory.users.size >= model.maxUsers) return { result: { id, returnCode: -1, cmd: 'DATA' } };
    memory.users.set(pin, {
      pin,
      name: field(fields, 'Name') ?? before?.name ?? '',
      privilege: Number(field(fields, 'Pri', 'Privilege') ?? before?.privilege ?? 0) || 0,
      card: field(fields, 'Card') ?? before?.card ?? '',
      password: field(fields, 'Passwd') ?? before?.password ?? '',
      group: Number(field(fields, 'Grp') ?? before?.group ?? 1) || 1,
    });
    return { result: ok(id, 'DATA') };
  }
  if (table === 'USERINFO' && action === 'DELETE') {
    if (!pin) return { result: { id, returnCode: RETURN_BAD_COMMAND, cmd: 'DATA' } };
    memory.users.delete(pin);
    for (const key of [...memory.templates.keys()]) if (key.startsWith(`${pin}:`)) memory.templates.delete(key);
    return { result: ok(id, 'DATA') };
  }
  if (action === 'UPDATE' && (table === 'FINGERTMP' || table === 'FACE' || table === 'BIODATA')) {
    const template = field(fields, 'TMP', 'Tmp');
    if (!pin || !template) return { result: { id, returnCode: RETURN_BAD_COMMAND, cmd: 'DATA' } };
    const kind = table === 'FACE' || (table === 'BIODATA' && ['2', '9'].includes(field(fields, 'Type') ?? '')) ? 'FACE' : 'FINGERPRINT';
    const slot = Number(field(fields, 'FID', 'No', 'Index') ?? 0) || 0;
    memory.templates.set(`${pin}:${kind}:${slot}`, { pin, kind, slot, template });
    return { result: ok(id, 'DATA') };
  }
  return { result: { id, returnCode: action === 'UPDATE' || action === 'DELETE' || action === 'QUERY' ? RETURN_NO_TABLE : RETURN_BAD_COMMAND, cmd: 'DATA' } };
}

/** `SET OPTION DateTime=YYYY-MM-DD HH:MM:SS` sets the clock; other options are accepted and ignored. */
function setOption(memory: DeviceMemory, id: string, text: string, now: number, timeZone: string): CommandEffect {
  const m = /DateTime=(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(text);
  if (/DateTime=/i.test(text) && !m) return { result: { id, returnCode: RETURN_BAD_COMMAND, cmd: 'SET OPTION' } };
  // the server sends the device's local wall time; the clock keeps it as an offset from real time, so that
  // localDateTime(now + offset, zone) reads that wall time from now on
  if (m) memory.clockOffsetMs = Date.parse(`${m[1]}T${m[2]}Z`) - offsetAt(now, timeZone) - now;
  return { result: ok(id, 'SET OPTION') };
}
