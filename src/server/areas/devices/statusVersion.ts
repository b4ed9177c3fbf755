/**
 * Bumped whenever this process changes what a device list shows beyond its record (commands queued, taken, closed
 * or cancelled; a claim): the list's status snapshot (api/deviceStatus.ts) is then read afresh. Changes made by
 * another process show within the snapshot's second.
 */
let version = 0;
export const deviceStatusChanged = (): void => void (version += 1);
export const deviceStatusVersion = (): number => version;
