import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';
import { planShift } from '../workdays/attendanceHelpers';

/** A past fixed month (March 2025, Monday the 3rd): the report and the timeline never depend on today. */
export const MARCH = { from: '2025-03-01', to: '2025-03-31' };

export interface AbsenceSeed {
  sick: string;
  medical: string;
  special: string;
  ids: Record<string, string>;
}

/**
 * Requests of March 2025 (created by one administrator, decided by another, as the product demands):
 * - ana (Bilbao), Sick: 3–4 (2 days), 5 part day 09:00–13:00 (0.5 day, 4 h), 17 (1 day, 7 h planned) → 2 spells;
 *   and 1 April (outside the month)
 * - collaborator (Bilbao): Medical 10 (1 day) approved, Sick 20 pending, Sick 24 rejected
 * - luis (Sevilla), Sick: 12–13 (2 days), decided by the Sevilla manager
 * - a special day for Bilbao on 19 March, one for Sevilla on 7 March
 */
export async function seedAbsences(t: TestApp): Promise<AbsenceSeed> {
  const sick = await createReason(t, { title: 'Sick leave', color: '#ff0000' });
  const medical = await createReason(t, { title: 'Medical visit', color: '#0000ff' });
  const u = t.fx.users;
  await planShift(t, u.ana.id, '2025-03-17', { startTime: '09:00', endTime: '17:00', breakMinutes: 60 });
  const ids: Record<string, string> = {};
  const make = async (key: string, as: string, reviewer: string | null, body: Record<string, unknown>, decision: Record<string, unknown> = { status: 'APPROVED' }) => {
    const req = dataOf<Dayoff>(await createDayoff(t, as, body), 201);
    ids[key] = req.id;
    if (reviewer) dataOf(await review(t, reviewer, { id: req.id, ...decision }));
  };
  await make('ana1', 'admin', 'owner', { userId: u.ana.id, typeId: sick, from: '2025-03-03', to: '2025-03-04' });
  await make('ana2', 'admin', 'owner', { userId: u.ana.id, typeId: sick, from: '2025-03-05', to: '2025-03-05', partial: { startTime: '09:00', endTime: '13:00' } });
  await make('ana3', 'admin', 'owner', { userId: u.ana.id, typeId: sick, from: '2025-03-17', to: '2025-03-17' });
  await make('ana4', 'admin', 'owner', { userId: u.ana.id, typeId: sick, from: '2025-04-01', to: '2025-04-01' });
  await make('col1', 'admin', 'owner', { userId: u.collaborator.id, typeId: medical, from: '2025-03-10', to: '2025-03-10' });
  await make('col2', 'admin', null, { userId: u.collaborator.id, typeId: sick, from: '2025-03-20', to: '2025-03-20' });
  await make('col3', 'admin', 'owner', { userId: u.collaborator.id, typeId: sick, from: '2025-03-24', to: '2025-03-24' }, { status: 'REJECTED', reason: 'Busy' });
  await make('luis1', 'owner', 'manager', { userId: u.luis.id, typeId: sick, from: '2025-03-12', to: '2025-03-13' });
  const day = async (name: string, date: string, branches: string[]) =>
    dataOf<{ id: string }>(await t.call('POST', '/api/companies/specialDays', { token: t.tokenFor('owner'), body: { name, dateFrom: date, dateTo: date, branches } }), 201).id;
  const special = await day('Bilbao fiesta', '2025-03-19', [t.fx.units.bilbao]);
  await day('Sevilla fiesta', '2025-03-07', [t.fx.units.sevilla]);
  return { sick, medical, special, ids };
}
