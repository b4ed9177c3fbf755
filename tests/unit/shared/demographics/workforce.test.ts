import { describe, expect, it } from 'vitest';
import {
  ageBandOn, ageOn, birthRangeForAgeBand, countBy, employedOn, monthlyFlows, pyramid, seniorityBandOn,
  tenureCohorts, turnoverPct, type PersonFacts,
} from '../../../../src/shared/demographics';

describe('age bands', () => {
  it('counts whole years, the band changing on the birthday', () => {
    expect(ageOn('1990-06-15', '2025-06-14')).toBe(34);
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageBandOn('1990-06-15', '2025-06-14')).toBe('from25to34');
    expect(ageBandOn('1990-06-15', '2025-06-15')).toBe('from35to44');
    expect(ageBandOn('2005-01-01', '2025-06-01')).toBe('under25');
    expect(ageBandOn('1950-01-01', '2025-06-01')).toBe('over64');
  });
  it('puts people without a birth date in notSet', () => {
    expect(ageBandOn(null, '2025-06-01')).toBe('notSet');
  });
  it('gives the birth-date range a list filter needs, consistent with the band', () => {
    const range = birthRangeForAgeBand('from25to34', '2025-06-15');
    expect(range).toEqual({ from: '1990-06-16', to: '2000-06-15' });
    expect(ageBandOn(range.from!, '2025-06-15')).toBe('from25to34');
    expect(ageBandOn(range.to!, '2025-06-15')).toBe('from25to34');
    expect(ageBandOn('1990-06-15', '2025-06-15')).toBe('from35to44');
    expect(birthRangeForAgeBand('over64', '2025-06-15')).toEqual({ to: '1960-06-15' });
  });
});

describe('seniority bands (spec §3)', () => {
  it('uses under 1, 1 to 5, 6 to 10, 11 to 20, over 20 whole years', () => {
    expect(seniorityBandOn('2025-01-10', '2025-12-31')).toBe('under1');
    expect(seniorityBandOn('2020-01-10', '2025-12-31')).toBe('from1to5');
    expect(seniorityBandOn('2019-06-01', '2025-05-31')).toBe('from1to5');
    expect(seniorityBandOn('2019-06-01', '2025-06-01')).toBe('from6to10');
    expect(seniorityBandOn('2010-01-01', '2025-06-01')).toBe('from11to20');
    expect(seniorityBandOn('2000-01-01', '2025-06-01')).toBe('over20');
    expect(seniorityBandOn(undefined, '2025-06-01')).toBe('notSet');
  });
});

const people: PersonFacts[] = [
  { gender: 'female', birthDate: '1995-03-01', hireDate: '2024-01-15' },
  { gender: 'male', birthDate: '1980-03-01', hireDate: '2020-02-01', exitDate: '2024-02-10', exitReason: 'resignation' },
  { gender: 'male', birthDate: null, hireDate: '2024-02-20' },
  { gender: null, birthDate: '1970-01-01', hireDate: '2023-05-01', exitDate: '2024-03-31', exitReason: null },
  { gender: 'female', birthDate: '1999-09-09', hireDate: '2025-01-01' },
];

describe('workforce as of a day', () => {
  it('counts people hired on or before the day and not left before it', () => {
    expect(employedOn(people[1], '2024-02-10')).toBe(true);
    expect(employedOn(people[1], '2024-02-11')).toBe(false);
    expect(employedOn(people[4], '2024-12-31')).toBe(false);
    expect(countBy(people.filter((p) => employedOn(p, '2024-03-01')), (p) => p.gender))
      .toEqual({ female: 1, male: 1, notSet: 1 });
  });
  it('builds the age × gender pyramid with a notSet row for missing birth dates', () => {
    const rows = pyramid(people, '2024-03-01');
    expect(rows.map((r) => r.ageBand)).toEqual(['under25', 'from25to34', 'from35to44', 'from45to54', 'from55to64', 'over64', 'notSet']);
    expect(rows.find((r) => r.ageBand === 'from25to34')!.byGender).toEqual({ female: 1 });
    expect(rows.find((r) => r.ageBand === 'from45to54')!.byGender).toEqual({ notSet: 1 });
    expect(rows.find((r) => r.ageBand === 'notSet')!.byGender).toEqual({ male: 1 });
    expect(pyramid(people.slice(0, 1), '2024-03-01').some((r) => r.ageBand === 'notSet')).toBe(false);
  });
});

describe('hires, exits and turnover', () => {
  it('counts each month with its exit reasons and turnover over the average headcount', () => {
    const [jan, feb, mar] = monthlyFlows(people, '2024-01-01', '2024-03-31');
    expect(jan).toMatchObject({ month: '2024-01', hires: 1, exits: 0, headcountStart: 2, headcountEnd: 3, turnoverPct: 0 });
    expect(feb).toMatchObject({ month: '2024-02', hires: 1, exits: 1, headcountStart: 3, headcountEnd: 3, turnoverPct: 33.3 });
    expect(feb.exitReasons).toEqual({ resignation: 1 });
    expect(mar).toMatchObject({ exits: 1, headcountStart: 3, headcountEnd: 2, turnoverPct: 40 });
    expect(mar.exitReasons).toEqual({ notSet: 1 });
  });
  it('is 0 % when nobody was employed', () => {
    expect(turnoverPct(0, 0, 0)).toBe(0);
  });
  it('groups people hired in the period by the tenure they reached, leavers at their exit', () => {
    expect(tenureCohorts(people, '2020-01-01', '2024-12-31')).toEqual([
      { band: 'under1', hires: 3, exits: 1, stayers: 2 },
      { band: 'from1to5', hires: 1, exits: 1, stayers: 0 },
    ]);
  });
});
