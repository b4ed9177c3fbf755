import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERAL_CONFIG, readGeneralConfig } from '../../../../src/shared/workday/generalConfig';
import { isMarkTypeAllowed, markTypesFor } from '../../../../src/shared/workday/registryTypes';
import { validateMark } from '../../../../src/shared/workday/validateMark';
import { t } from './fixtures';

const NOW = t('2024-05-06T12:00:00Z');
const good = { id: 'c-1', userId: 'u1', at: '2024-05-06T11:59:00Z', type: 'CHECK_IN', source: 'clock' };
const codes = (e: ReturnType<typeof validateMark>) => e.map((x) => `${x.field} ${x.code}`);

describe('validateMark', () => {
  it('accepts a well-formed mark, with a position', () => {
    expect(validateMark(good, NOW)).toEqual([]);
    expect(validateMark({ ...good, position: { lat: 40.4, lng: -3.7, accuracy: 12 } }, NOW)).toEqual([]);
  });

  it('refuses an unknown type, or one the device registry does not take, with MARK_TYPE_INVALID', () => {
    expect(codes(validateMark({ ...good, type: 'LUNCH' }, NOW))).toEqual(['type MARK_TYPE_INVALID']);
    expect(codes(validateMark({ ...good, type: 'CHECK_OUT' }, NOW, 'entryOnly'))).toEqual(['type MARK_TYPE_INVALID']);
    expect(validateMark({ ...good, type: 'CHECK_OUT' }, NOW, 'entryAndExit')).toEqual([]);
  });

  it('refuses a time without offset, and one in the future beyond five minutes of clock drift', () => {
    expect(codes(validateMark({ ...good, at: '2024-05-06T11:59:00' }, NOW))).toEqual(['at format']);
    expect(validateMark({ ...good, at: '2024-05-06T12:04:00Z' }, NOW)).toEqual([]);
    expect(codes(validateMark({ ...good, at: '2024-05-06T12:06:00Z' }, NOW))).toEqual(['at FUTURE_DATE_NOT_VALID']);
  });

  it('needs an id (for idempotency), a user, a known source and a position on the globe', () => {
    expect(codes(validateMark({ ...good, id: ' ', userId: undefined, source: 'fax', position: { lat: 91, lng: 0 } }, NOW)))
      .toEqual(['id required', 'userId required', 'source enum', 'position.lat format']);
  });
});

describe('registry types', () => {
  it('map each device registry type to the marks it accepts', () => {
    expect(markTypesFor('allowAll')).toHaveLength(4);
    expect(markTypesFor('entryAndExitBreak')).toEqual(['BREAK_START', 'BREAK_END']);
    expect(isMarkTypeAllowed('exitBreakOnly', 'BREAK_END')).toBe(true);
    expect(isMarkTypeAllowed('exitOnly', 'CHECK_IN')).toBe(false);
  });
});

describe('readGeneralConfig', () => {
  it('gives the defaults for a company that never set anything', () => {
    expect(readGeneralConfig(undefined)).toEqual(DEFAULT_GENERAL_CONFIG);
    expect(readGeneralConfig({ toleranceLateArrival: 'ten' }).toleranceLateArrival).toBe(-1);
  });

  it('reads the stored shape, overtime hours becoming minutes', () => {
    const cfg = readGeneralConfig({
      toleranceLateArrival: 10, allowOvertime: true, rangeOfBreak: { min: 2, max: 6 },
      overtime: { minimumHours: 0.5, maximumHours: 2, earlyEntryTolerance: 15, automaticCloseTolerance: 60 },
      nightShiftRange: { start: '21:00', end: '07:00' }, defaultBreakMinutes: 45,
    });
    expect(cfg).toMatchObject({
      toleranceLateArrival: 10, allowOvertime: true, rangeOfBreak: { min: 2, max: 6 },
      overtime: { minimumMinutes: 30, maximumMinutes: 120, earlyEntryTolerance: 15, automaticCloseTolerance: 60 },
      nightShiftRange: { start: '21:00', end: '07:00' }, defaultBreakMinutes: 45,
    });
  });
});
