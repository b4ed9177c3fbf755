import type { ConnectionQuality } from '../../shared/devices';
import { request } from '../providers/http';

/** What the device last reported (added by the server to every device record as `status`). */
export interface DeviceStatus {
  quality: ConnectionQuality;
  lastSeenAt: string | null;
  lastUploadAt: string | null;
  uploadLagSeconds: number | null;
  firmware: string | null;
  pushVersion: string | null;
  ipAddress: string | null;
  capacity: Partial<Record<'users' | 'maxUsers' | 'fingers' | 'maxFingers' | 'faces' | 'maxFaces' | 'records' | 'maxRecords', number | null>> | null;
  pendingCommands: number;
  counters?: Record<string, number> | null;
  lastError?: string | null;
}

export interface Device {
  id: string;
  deviceType: string;
  name: string;
  serialNumber: string;
  organizationalUnits: string[];
  registryType: string;
  host: string;
  user: string;
  timeZone: string | null;
  sendTimeZone: boolean;
  pollDelay: number;
  clockSync: boolean;
  status?: DeviceStatus;
  [field: string]: unknown;
}

export interface DevicePunch {
  id: string;
  at: string | null;
  localTime: string;
  date: string;
  time: string;
  timeZone: string;
  pin: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  numberOfDocument: string | null;
  verifyCode: number | null;
  verifyMethod: string;
  statusCode: number | null;
  markType: string | null;
  inferred: boolean;
  outcome: string;
  reason: string | null;
  units: { id: string; name: string }[];
}

export const DEVICE_USER_STATES = ['LOADING', 'LOADED', 'REMOVING', 'REMOVED', 'FAILED', 'NOT_LOADED'] as const;
export type DeviceUserState = (typeof DEVICE_USER_STATES)[number];

export interface DeviceUser {
  userId: string;
  firstName: string;
  lastName: string;
  numberOfDocument: string | null;
  devicePin: string | null;
  mainBranch: string | null;
  state: DeviceUserState;
  error: string | null;
  updatedAt: string | null;
  templates: { fingerprints: number; faces: number; cards: number };
}

export interface DeviceCommand {
  id: string;
  kind: string;
  status: string;
  command?: string;
  returnCode?: number | null;
  createdAt: string;
  sentAt?: string | null;
  doneAt?: string | null;
  error?: string | null;
  [field: string]: unknown;
}

export interface PendingDevice {
  serialNumber: string;
  deviceType: string | null;
  firmware: string | null;
  ipAddress: string | null;
  pushVersion: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  requests: number;
}

export interface BiometricRow {
  userId: string;
  firstName: string;
  lastName: string;
  templates: {
    id: string;
    kind: string;
    slot: number | null;
    format: string | null;
    size: number | null;
    sourceSerial: string | null;
    updatedAt: string;
    devices: { deviceId: string; name: string; state: string }[];
  }[];
}

export interface ConnectionTestResult {
  reachable: boolean;
  commandId: string;
  roundTripMs: number | null;
  capacity: DeviceStatus['capacity'];
}

export const SYNC_ACTIONS = ['LOAD', 'RELOAD', 'REMOVE', 'QUERY_USERS', 'INFO', 'CHECK', 'CLOCK_SYNC'] as const;
export type SyncAction = (typeof SYNC_ACTIONS)[number];

/** A list query as the API takes it (src/shared/listQuery.ts). */
export interface ListBody {
  filters?: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' }[];
  skip?: number;
  limit?: number;
  q?: string;
}

const base = (id: string) => `/devices/${encodeURIComponent(id)}`;

/** The devices area beyond the generic CRUD (src/server/areas/devices/api, docs/api/devices.md). */
export const devicesApi = {
  remove: (ids: string[]) => request<unknown>('/devices', { method: 'DELETE', body: { ids } }),
  test: (id: string, wait: number) => request<ConnectionTestResult>(`${base(id)}/test`, { method: 'POST', body: { wait } }),
  punches: (id: string, body: ListBody) => request<{ punches: DevicePunch[]; count: number }>(`${base(id)}/punches/getFiltered`, { method: 'POST', body }),
  punchesExport: (id: string, body: ListBody) => request<Response>(`${base(id)}/punches/export`, { method: 'POST', body, raw: true }),
  users: (id: string, body: ListBody) => request<{ users: DeviceUser[]; count: number }>(`${base(id)}/users/getFiltered`, { method: 'POST', body }),
  sync: (id: string, action: SyncAction, userIds?: string[]) =>
    request<unknown>(`${base(id)}/sync`, { method: 'POST', body: userIds ? { action, userIds } : { action } }),
  commands: (id: string) => request<{ commands: DeviceCommand[] } | DeviceCommand[]>(`${base(id)}/commands`),
  cancelCommand: (id: string, commandId: string) => request<unknown>(`${base(id)}/commands/${encodeURIComponent(commandId)}/cancel`, { method: 'POST', body: {} }),
  pending: () => request<{ pending: PendingDevice[] }>('/devices/pending'),
  claim: (serial: string, body: Record<string, unknown>) =>
    request<Device>(`/devices/pending/${encodeURIComponent(serial)}/claim`, { method: 'POST', body }),
  biometrics: (body: ListBody) => request<{ people?: BiometricRow[]; users?: BiometricRow[]; rows?: BiometricRow[]; count: number }>('/devices/biometrics/getFiltered', { method: 'POST', body }),
  copyBiometrics: (userId: string) => request<unknown>(`/devices/biometrics/${encodeURIComponent(userId)}/copy`, { method: 'POST', body: {} }),
  deleteBiometrics: (userId: string) => request<unknown>(`/devices/biometrics/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
};

/** The commands list whichever shape the API answers (`{ commands }` or a bare array). */
export const commandsOf = (answer: { commands: DeviceCommand[] } | DeviceCommand[] | undefined): DeviceCommand[] =>
  Array.isArray(answer) ? answer : (answer?.commands ?? []);

/** The biometry rows whichever collection key the API uses. */
export const biometricRowsOf = (answer: Awaited<ReturnType<typeof devicesApi.biometrics>> | undefined): BiometricRow[] =>
  answer?.people ?? answer?.users ?? answer?.rows ?? [];
