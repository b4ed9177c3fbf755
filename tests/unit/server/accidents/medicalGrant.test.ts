import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../../src/server/auth/authContext';
import type { Db } from '../../../../src/server/db/client';
import { accidentHooks } from '../../../../src/server/areas/accidents/accidentHooks';
import type { PolicyEnforcer } from '../../../../src/server/permissions/enforcer';

/** An enforcer that grants `accidents-medical` GET to the named roles of one company (as a company role would). */
const enforcerGranting = (roles: string[]) => ({
  can: (role: string, _company: string, module: string, action: string) => module === 'accidents-medical' && action === 'GET' && roles.includes(role),
}) as unknown as PolicyEnforcer;

const auth = (role: string) => ({ role, company: { id: 'c1' }, user: { id: 'u1', username: 'nurse' } }) as unknown as AuthContext;
const audits: unknown[] = [];
const db = { insert: () => ({ values: async (rows: unknown[]) => void audits.push(...rows) }) } as unknown as Db;
const record = () => ({ id: 'a1', people: [{ collaborator: 'p1', injury: 'Esguince', bodyPart: 'Tobillo', stoppedWork: true }] });

describe('medical details of accidents follow the enforcer of the app that serves them', () => {
  it('two apps in one process each answer by their own policy (no shared module state)', async () => {
    // app A's company gave its `nurse` role the grant; app B's did not. B was built last.
    const hooksA = accidentHooks(enforcerGranting(['nurse']));
    const hooksB = accidentHooks(enforcerGranting([]));
    const a = [record()];
    await hooksA.decorateRecords!({ auth: auth('nurse'), db }, a);
    expect(a[0].people[0]).toMatchObject({ injury: 'Esguince', bodyPart: 'Tobillo' });
    expect(audits).toHaveLength(1);
    const b = [record()];
    await hooksB.decorateRecords!({ auth: auth('nurse'), db }, b);
    expect(b[0].people[0]).toEqual({ collaborator: 'p1', stoppedWork: true });
  });
});
