import { describe, expect, it } from 'vitest';
import { FloodGuard } from '../../../../../src/server/areas/devices/protocol/floodGuard';
import { handshakeText } from '../../../../../src/server/areas/devices/protocol/handshake';

const device = { attlogStamp: '9999', operlogStamp: null, pollDelay: 5, sendTimeZone: false, timeZone: 'Europe/Madrid' };

describe('handshakeText', () => {
  it('answers GET OPTION FROM with the stamps, the poll delay and no TimeZone unless the record asks', () => {
    const lines = handshakeText('CQZ7232460421', device).trim().split('\n');
    expect(lines[0]).toBe('GET OPTION FROM: CQZ7232460421');
    expect(lines).toContain('ATTLOGStamp=9999');
    expect(lines).toContain('Delay=5');
    expect(lines).toContain('Realtime=1');
    expect(lines.some((l) => l.startsWith('TimeZone='))).toBe(false);
  });
  it('sends the zone’s offset in hours when sendTimeZone is set (Madrid: 1 in winter, 2 in summer)', () => {
    expect(handshakeText('SN0001', { ...device, sendTimeZone: true }, Date.UTC(2026, 0, 10))).toContain('TimeZone=1\n');
    expect(handshakeText('SN0001', { ...device, sendTimeZone: true }, Date.UTC(2026, 6, 10))).toContain('TimeZone=2\n');
  });
});

describe('FloodGuard', () => {
  it('lets a burst through, refuses beyond it and earns tokens back over time', () => {
    const g = new FloodGuard({ burst: 3, perSecond: 1 });
    expect([1, 2, 3, 4].map(() => g.take('SN1', 1000))).toEqual([true, true, true, false]);
    expect(g.take('SN2', 1000)).toBe(true); // per serial
    expect(g.take('SN1', 2100)).toBe(true);
  });
});
