import { describe, expect, it } from 'vitest';
import { capacityOf, localTimeToInstant, parseAttlog, parseDeviceCmd, parseOperlog, parseRegistry } from '../../../../src/shared/devices/attlog';

describe('parseAttlog', () => {
  it('reads tab-separated punches with extra fields, CRLF and blank lines, and reports junk without dropping good lines', () => {
    const body = '1\t2026-03-02 08:01:05\t0\t1\t0\t0\t0\r\n\r\n  \n0042\t2026-03-02 17:30:00\t1\t15\n'
      + 'garbage line\n7\t2026-02-30 08:00:00\t0\t1\n8\t2026-03-02 25:00:00\t0\t1\n9 2026-03-02 09:15:00 255 4 0\n';
    const { items, malformed } = parseAttlog(body);
    expect(items.map((p) => [p.pin, p.localTime, p.status, p.verify])).toEqual([
      ['1', '2026-03-02 08:01:05', 0, 1],
      ['42', '2026-03-02 17:30:00', 1, 15], // a zero-padded PIN is the same person
      ['9', '2026-03-02 09:15:00', 255, 4], // spaces instead of tabs
    ]);
    expect(malformed.map((m) => [m.line, m.reason])).toEqual([[5, 'TIME'], [6, 'TIME'], [7, 'TIME']]);
    expect(items[0].raw).toBe('1\t2026-03-02 08:01:05\t0\t1\t0\t0\t0');
  });

  it('keeps a punch whose status is missing as undirected (null) and refuses a missing PIN', () => {
    const { items, malformed } = parseAttlog('5\t2026-03-02 08:00\n\t2026-03-02 08:00:00\t0\n');
    expect(items).toMatchObject([{ pin: '5', localTime: '2026-03-02 08:00:00', status: null, verify: null }]);
    expect(malformed).toMatchObject([{ line: 2, reason: 'PIN' }]);
  });
});

describe('parseOperlog', () => {
  it('reads USER, FP, FACE and BIODATA records and skips pictures', () => {
    const body = [
      'USER PIN=12\tName=Ana Arriaga\tPri=0\tPasswd=\tCard=123456\tGrp=1',
      'FP PIN=12\tFID=6\tSize=1184\tValid=1\tTMP=TVNTUzIxAAAD',
      'FACE PIN=12\tFID=0\tSIZE=2048\tVALID=1\tTMP=AAECAwQF',
      'BIODATA Pin=13\tNo=0\tIndex=0\tValid=1\tDuress=0\tType=9\tMajorVer=39\tMinorVer=1\tFormat=0\tTmp=ZmFjZQ==',
      'BIOPHOTO PIN=12\tFileName=12.jpg\tSize=10\tContent=abc',
      'OPLOG 4\t0\t2026-03-02 08:00:00\t0\t0\t0\t0',
      'USER Name=no pin',
      'FP PIN=12\tFID=1\tTMP=',
      'WHATEVER x=1',
    ].join('\n');
    const { items, malformed } = parseOperlog(body);
    expect(items).toMatchObject([
      { kind: 'USER', pin: '12', name: 'Ana Arriaga', card: '123456', privilege: 0 },
      { kind: 'TEMPLATE', type: 'FINGERPRINT', pin: '12', slot: 6, size: 1184, valid: true, template: 'TVNTUzIxAAAD' },
      { kind: 'TEMPLATE', type: 'FACE', pin: '12', slot: 0, size: 2048 },
      { kind: 'TEMPLATE', type: 'FACE', pin: '13', slot: 0, format: '0', template: 'ZmFjZQ==' },
      { kind: 'OPLOG' },
    ]);
    expect(malformed.map((m) => m.reason)).toEqual(['PIN', 'TEMPLATE', 'RECORD']);
  });
});

describe('parseDeviceCmd', () => {
  it('reads batched results and attaches an INFO result’s key=value lines to it', () => {
    const body = 'ID=101&Return=0&CMD=DATA\nID=102&Return=-1002&CMD=DATA\nID=103&Return=0&CMD=INFO\n~DeviceName=SpeedFace,FWVersion=Ver 8.0.4\nUserCount=12\nMaxUserCount=3000\nID=x&Return=0\n';
    const { items, malformed } = parseDeviceCmd(body);
    expect(items.map((r) => [r.seq, r.returnCode, r.cmd])).toEqual([[101, 0, 'DATA'], [102, -1002, 'DATA'], [103, 0, 'INFO']]);
    expect(items[2].info).toEqual({ DeviceName: 'SpeedFace', FWVersion: 'Ver 8.0.4', UserCount: '12', MaxUserCount: '3000' });
    expect(malformed).toHaveLength(1);
    expect(capacityOf(items[2].info)).toEqual({ capacity: { users: 12, maxUsers: 3000 }, firmware: 'Ver 8.0.4' });
  });
});

describe('parseRegistry', () => {
  it('reads comma-separated pairs with ~ prefixes', () => {
    expect(parseRegistry('DeviceType=acc,~DeviceName=SpeedFace-V5L,FirmVer=ZAM180-NF,IPAddress=192.168.1.201\n'))
      .toEqual({ DeviceType: 'acc', DeviceName: 'SpeedFace-V5L', FirmVer: 'ZAM180-NF', IPAddress: '192.168.1.201' });
  });
});

describe('localTimeToInstant across daylight-saving changes (Europe/Madrid)', () => {
  const iso = (local: string) => new Date(localTimeToInstant(local, 'Europe/Madrid')).toISOString();
  it('reads winter and summer time to the second', () => {
    expect(iso('2026-01-15 08:00:30')).toBe('2026-01-15T07:00:30.000Z');
    expect(iso('2026-07-15 08:00:30')).toBe('2026-07-15T06:00:30.000Z');
  });
  it('moves a time skipped by the spring change (29 March 2026, 02:00→03:00) forward by the gap', () => {
    expect(iso('2026-03-29 01:59:59')).toBe('2026-03-29T00:59:59.000Z');
    expect(iso('2026-03-29 02:30:15')).toBe('2026-03-29T01:30:15.000Z'); // = 03:30:15 summer time
    expect(iso('2026-03-29 03:30:15')).toBe('2026-03-29T01:30:15.000Z');
  });
  it('reads a time repeated by the autumn change (25 October 2026, 03:00→02:00) as its first occurrence', () => {
    expect(iso('2026-10-25 02:30:00')).toBe('2026-10-25T00:30:00.000Z'); // summer time, not 01:30Z
    expect(iso('2026-10-25 03:30:00')).toBe('2026-10-25T02:30:00.000Z');
  });
});
