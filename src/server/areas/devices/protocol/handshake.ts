import { offsetAt } from '../../../../shared/workday/zonedTime';
import type { ProtocolDevice } from './deviceLookup';

/** The protocol versions the product speaks (devices compare them with their own). */
export const SERVER_VERSION = '3.1.2';
export const PUSH_PROTOCOL_VERSION = '2.4.1';

/** What a device that is not (yet) claimed is told: the defaults, so it keeps calling until an administrator claims it. */
const DEFAULTS = { attlogStamp: null, operlogStamp: null, pollDelay: 10, sendTimeZone: false, timeZone: 'UTC' };

/**
 * The handshake answer (`GET /iclock/cdata?SN=…&options=all`): `GET OPTION FROM: <SN>` and the options, one
 * `key=value` per line. Stamps are the high-water marks of what the product has stored (0: send everything);
 * `TimeZone` (hours from UTC of the device's zone now) only when the record asks for it, since setting it makes
 * the device shift its own clock.
 */
export function handshakeText(serialNumber: string, device: Pick<ProtocolDevice, 'attlogStamp' | 'operlogStamp' | 'pollDelay' | 'sendTimeZone' | 'timeZone'> | null, now = Date.now()): string {
  const d = device ?? DEFAULTS;
  const lines = [
    `GET OPTION FROM: ${serialNumber}`,
    `ATTLOGStamp=${d.attlogStamp ?? '0'}`,
    `OPERLOGStamp=${d.operlogStamp ?? '0'}`,
    'ATTPHOTOStamp=0',
    'ErrorDelay=30',
    `Delay=${d.pollDelay}`,
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog OpLog AttPhoto EnrollUser ChgUser EnrollFP ChgFP UserPic FACE',
    'Realtime=1',
    'Encrypt=0',
    `ServerVer=${SERVER_VERSION}`,
    `PushProtVer=${PUSH_PROTOCOL_VERSION}`,
  ];
  if (device?.sendTimeZone) {
    const hours = offsetAt(now, device.timeZone) / 3_600_000;
    lines.push(`TimeZone=${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, '')}`);
  }
  return `${lines.join('\n')}\n`;
}
