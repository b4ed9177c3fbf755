import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PolicyEnforcer } from '../../src/server/permissions/enforcer';
import { ACTIONS, MODULE_KEYS } from '../../src/shared/modules';
import { ROLES } from '../../src/shared/roles';
import { resourceByName } from '../../resources';

/** The golden table: written by hand from the intent of policy.csv, not derived from it. */
const golden = JSON.parse(readFileSync(new URL('../fixtures/policy-matrix.json', import.meta.url), 'utf8')) as {
  matrix: Record<string, Record<string, string[]>>;
};
const COMPANY = '7a1f8a52-0000-4000-8000-000000000001';

let enforcer: PolicyEnforcer;
beforeAll(async () => {
  enforcer = await PolicyEnforcer.fromFiles();
});

describe('the golden table', () => {
  it('covers exactly every role and every module key', () => {
    expect(Object.keys(golden.matrix).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) expect(Object.keys(golden.matrix[role]).sort(), role).toEqual([...MODULE_KEYS].sort());
  });
});

describe.each([...ROLES])('%s', (role) => {
  it('is allowed exactly what the golden table says, module by module and action by action', () => {
    const mismatches: string[] = [];
    for (const module of MODULE_KEYS) {
      for (const action of ACTIONS) {
        const expected = golden.matrix[role][module].includes(action);
        const actual = enforcer.can(role, COMPANY, module, action);
        if (expected !== actual) mismatches.push(`${role} ${module} ${action}: expected ${expected}, got ${actual}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('company data is company data', () => {
  // company-wide lists: a manager (edits collaborators within a unit) and a viewer read them, administrators write them
  const COMPANY_LISTS = ['shifttemplates', 'workshifttypes', 'dayofftypes', 'branchoffices', 'hierarchies', 'specialdays', 'foldertypes'];

  it.each(COMPANY_LISTS)('%s: manager and viewer may at most read; administrator and owner may write', (name) => {
    const module = resourceByName(name)!.module;
    for (const role of ['manager', 'viewer']) {
      for (const action of ['POST', 'PATCH', 'DELETE'] as const) expect(enforcer.can(role, COMPANY, module, action), `${role} ${module} ${action}`).toBe(false);
    }
    for (const role of ['administrator', 'owner']) for (const action of ACTIONS) expect(enforcer.can(role, COMPANY, module, action), `${role} ${module} ${action}`).toBe(true);
  });

  it('the templates and types the planners use are readable by a manager and a viewer, and people\'s shifts stay the manager\'s', () => {
    for (const name of ['shifttemplates', 'workshifttypes', 'dayofftypes']) {
      for (const role of ['manager', 'viewer']) expect(enforcer.can(role, COMPANY, resourceByName(name)!.module, 'GET'), `${role} ${name}`).toBe(true);
    }
    for (const action of ACTIONS) expect(enforcer.can('manager', COMPANY, 'shifts', action)).toBe(true);
  });
});

describe('explanations and domains', () => {
  it('enforceEx names the wildcard row as the reason for the owner and provider', () => {
    expect(enforcer.explain('owner', COMPANY, 'salary', 'DELETE')).toEqual([true, ['owner', '*', '*', '*', 'allow']]);
    expect(enforcer.explain('provider', COMPANY, 'admins', 'POST')).toEqual([true, ['provider', '*', '*', '*', 'allow']]);
    expect(enforcer.explain('viewer', COMPANY, 'users', 'GET')).toEqual([true, ['viewer', '*', 'users', 'GET', 'allow']]);
    expect(enforcer.explain('viewer', COMPANY, 'users', 'POST')[0]).toBe(false);
  });

  it('an unknown role or action gets nothing', () => {
    expect(enforcer.can('intern', COMPANY, 'users', 'GET')).toBe(false);
    expect(enforcer.can('administrator', COMPANY, 'users', 'PUT')).toBe(false);
  });

  it('a company-defined role applies in its own company only, and a reload picks it up', async () => {
    const other = await PolicyEnforcer.fromFiles();
    expect(other.can('auditor', COMPANY, 'reports', 'GET')).toBe(false);
    await other.reload(`p, auditor, ${COMPANY}, reports, GET, allow`);
    expect(other.can('auditor', COMPANY, 'reports', 'GET')).toBe(true);
    expect(other.can('auditor', '7a1f8a52-0000-4000-8000-000000000002', 'reports', 'GET')).toBe(false);
    expect(await other.policyRowsOf('auditor', COMPANY)).toEqual([`p, auditor, ${COMPANY}, reports, GET, allow`]);
    expect(await other.policyRowsOf('auditor', 'someone-else')).toEqual([]);
  });

  it('lists the policy rows of a role in policy.csv format', async () => {
    const rows = await enforcer.policyRowsOf('viewer', COMPANY);
    expect(rows).toHaveLength(28);
    expect(rows).toContain('p, viewer, *, reports, GET, allow');
  });
});
