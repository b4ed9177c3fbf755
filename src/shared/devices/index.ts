/**
 * Devices (time clocks) shared by server and browser: the enumerations of the device record (spec §3), the
 * connection quality (spec §3 "very good, acceptable, slow, none") and the protocol's status and verify codes.
 * docs/api/devices.md
 */

/** Models the product knows (spec §3 "model (deviceType)"); OTHER for any ADMS-speaking clock. */
export const DEVICE_TYPES = ['ZK_SPEEDFACE_V5L', 'ZK_PROFACE_X', 'ZK_MB460', 'ZK_K40', 'ZK_UFACE800', 'ZK_G4', 'OTHER'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Spec §3 registry types, in the spec's order. */
export const REGISTRY_TYPES = [
  'ALLOW_ALL', 'ENTRY_ONLY', 'EXIT_ONLY', 'ENTRY_AND_EXIT', 'ENTRY_EXIT_BREAK', 'ENTRY_BREAK_ONLY', 'EXIT_BREAK_ONLY',
] as const;
export type RegistryType = (typeof REGISTRY_TYPES)[number];

export const CONNECTION_QUALITIES = ['VERY_GOOD', 'ACCEPTABLE', 'SLOW', 'NONE'] as const;
export type ConnectionQuality = (typeof CONNECTION_QUALITIES)[number];

/** ATTLOG status codes (the punch's direction as the device gives it); 255 and any other code: no direction. */
export const PUNCH_STATUS_CODES: Record<number, 'CHECK_IN' | 'CHECK_OUT' | 'BREAK_START' | 'BREAK_END' | 'OVERTIME_IN' | 'OVERTIME_OUT'> = {
  0: 'CHECK_IN', 1: 'CHECK_OUT', 2: 'BREAK_START', 3: 'BREAK_END', 4: 'OVERTIME_IN', 5: 'OVERTIME_OUT',
};

/** ATTLOG verify codes → how the person identified (the punch list's "biometry" column). */
export const VERIFY_METHODS: Record<number, string> = {
  0: 'PASSWORD', 1: 'FINGERPRINT', 2: 'CARD', 3: 'PASSWORD', 4: 'CARD', 5: 'FINGERPRINT', 6: 'FINGERPRINT',
  7: 'PASSWORD', 8: 'CARD', 9: 'FINGERPRINT', 10: 'FINGERPRINT', 11: 'CARD', 12: 'CARD', 13: 'FINGERPRINT',
  14: 'FINGERPRINT', 15: 'FACE', 16: 'FACE', 17: 'FACE', 18: 'FACE', 19: 'FACE', 20: 'FACE', 25: 'PALM', 200: 'OTHER',
};
export const verifyMethodOf = (code: number | null | undefined): string => (code === null || code === undefined ? 'OTHER' : VERIFY_METHODS[code] ?? 'OTHER');

/** Poll delay (seconds between heartbeats) a device is told in the handshake, and its bounds. */
export const DEFAULT_POLL_DELAY = 10;
export const MIN_POLL_DELAY = 3;
export const MAX_POLL_DELAY = 300;

/**
 * How well a device is connected, from the time since its last contact against its poll delay and from the lag of
 * its last upload (punch time → arrival):
 * - VERY_GOOD: seen within 2 poll intervals (at least 30 s) and the last upload's lag under 1 min;
 * - ACCEPTABLE: seen within 2 min and lag under 5 min;
 * - SLOW: seen within 15 min (or the lag is larger);
 * - NONE: never seen, or not for 15 min.
 */
export function connectionQuality(
  status: { lastSeenAt: string | Date | null | undefined; uploadLagSeconds?: number | null },
  pollDelaySeconds: number,
  now: number,
): ConnectionQuality {
  if (!status.lastSeenAt) return 'NONE';
  const seenAgo = (now - new Date(status.lastSeenAt).getTime()) / 1000;
  const lag = status.uploadLagSeconds ?? 0;
  if (seenAgo > 15 * 60) return 'NONE';
  if (seenAgo <= Math.max(2 * pollDelaySeconds, 30) && lag < 60) return 'VERY_GOOD';
  if (seenAgo <= 120 && lag < 300) return 'ACCEPTABLE';
  return 'SLOW';
}

/** A host a device is reached at: an IPv4 or IPv6 address, or a DNS name (labels of letters, digits and hyphens). */
export function isValidDeviceHost(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 253) return false;
  const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
  if (ipv4.test(v)) return true;
  if (v.includes(':')) return /^[0-9A-Fa-f:.]+$/.test(v) && v.split('::').length <= 2 && v.split(':').length <= 8 && v.split(':').length >= 3;
  if (/^[\d.]+$/.test(v)) return false; // digits and dots only but not an IPv4 address
  return v.split('.').every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label));
}

/** Device serial numbers as the protocol accepts them (anything else is refused before a lookup). */
export const SERIAL_PATTERN = '^[A-Za-z0-9_-]{4,32}$';
export const isValidSerial = (value: string): boolean => new RegExp(SERIAL_PATTERN).test(value);

/** A collaborator's device PIN: 1 to 9 digits, no leading zero (the clocks' own limit). */
export const DEVICE_PIN_PATTERN = '^[1-9][0-9]{0,8}$';
