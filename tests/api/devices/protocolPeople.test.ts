import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biometricTemplates, deviceCommands, users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { newCollaborator } from '../users/usersTestKit';
import { addDevice, iclock, setPin } from './protocolHelpers';

let t: TestApp;
let owner: string;
let bilbaoClock: { id: string; companyId: string; serialNumber: string };
let sevillaClock: { id: string; companyId: string; serialNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
  bilbaoClock = await addDevice(t, t.fx.companyA.id, 'BILBAO0001');
  sevillaClock = await addDevice(t, t.fx.companyA.id, 'SEVILLA001', { organizationalUnits: [t.fx.units.sevilla] });
  await setPin(t, t.fx.users.ana.id, '500');
});
afterAll(async () => {
  await t?.close();
});

const commandsFor = (deviceId: string, userId: string) =>
  t.db.select().from(deviceCommands).where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.userId, userId))).orderBy(deviceCommands.seq);

describe('device PINs and the people on the clocks', () => {
  it('gives a new collaborator the next free PIN and loads them on the clocks of their unit', async () => {
    const created = dataOf<{ id: string; devicePin: string }>(await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t) }), 201);
    expect(created.devicePin).toBe('501');
    const toBilbao = await commandsFor(bilbaoClock.id, created.id);
    expect(toBilbao.map((c) => [c.kind, c.status])).toEqual([['USER_LOAD', 'QUEUED']]);
    expect(toBilbao[0].command).toContain('PIN=501\t');
    expect(await commandsFor(sevillaClock.id, created.id)).toEqual([]);
    // and the clock gets it on its next heartbeat
    expect((await iclock(t, 'GET', '/iclock/getrequest', { SN: 'BILBAO0001' })).text).toContain(`C:${toBilbao[0].seq}:DATA UPDATE USERINFO PIN=501`);
  });

  it('refuses a PIN another collaborator has (409 DEVICE_PIN_EXISTS on devicePin) and reloads on a PIN change', async () => {
    const person = dataOf<{ id: string }>(await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t) }), 201);
    const taken = await t.call('PATCH', `/api/users/${person.id}`, { token: owner, body: { devicePin: '500' }, locale: 'es-ES' });
    expectError(taken, 409, 'DEVICE_PIN_EXISTS', 'devicePin');
    expect(taken.body.message).toBe('Otro colaborador ya tiene este PIN de dispositivo');
    dataOf(await t.call('PATCH', `/api/users/${person.id}`, { token: owner, body: { devicePin: '9000' } }));
    const kinds = (await commandsFor(bilbaoClock.id, person.id)).map((c) => [c.kind, c.command.match(/PIN=(\d+)/)?.[1]]);
    expect(kinds).toEqual([['USER_LOAD', expect.any(String)], ['USER_REMOVE', kinds[0][1]], ['USER_LOAD', '9000']]);
  });

  it('moves a person between the clocks of their units when their main unit changes', async () => {
    const person = dataOf<{ id: string }>(await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t) }), 201);
    dataOf(await t.call('PATCH', `/api/users/${person.id}`, { token: owner, body: { mainBranch: t.fx.units.sevilla } }));
    expect((await commandsFor(bilbaoClock.id, person.id)).map((c) => c.kind)).toEqual(['USER_LOAD', 'USER_REMOVE']);
    expect((await commandsFor(sevillaClock.id, person.id)).map((c) => c.kind)).toEqual(['USER_LOAD']);
  });

  it('offboarding removes them from every clock and deletes their templates; reinstating loads them again', async () => {
    const person = dataOf<{ id: string }>(await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t) }), 201);
    await t.db.insert(biometricTemplates).values({ companyId: t.fx.companyA.id, userId: person.id, kind: 'FINGERPRINT', slot: 1, templateEncrypted: 'v1:x' });
    dataOf(await t.call('PATCH', `/api/users/employee-status/${person.id}`, { token: owner, body: { active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-01-10' } }));
    expect((await commandsFor(bilbaoClock.id, person.id)).map((c) => c.kind)).toEqual(['USER_LOAD', 'USER_REMOVE']);
    expect(await t.db.select().from(biometricTemplates).where(eq(biometricTemplates.userId, person.id))).toEqual([]);
    dataOf(await t.call('PATCH', `/api/users/employee-status/${person.id}`, { token: owner, body: { active: true } }));
    expect((await commandsFor(bilbaoClock.id, person.id)).map((c) => c.kind)).toEqual(['USER_LOAD', 'USER_REMOVE', 'USER_LOAD']);
    const [row] = await t.db.select({ pin: users.devicePin }).from(users).where(eq(users.id, person.id));
    expect(row.pin).toMatch(/^\d+$/);
  });
});
