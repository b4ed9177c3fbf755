import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { configureSecretBox, decryptSecret, deriveSecretKey, encryptSecret } from '../../../../src/server/crypto/secretBox';
import { auditedSecrets, sealSecrets, secretProperties } from '../../../../src/server/engine/secretFields';
import { productCatalog } from '../../../../src/server/engine/storage';
import { scopeCondition, scopeValueChanged, valueInScope } from '../../../../src/server/engine/unitScopeColumn';
import { engineTableOf } from '../../../../src/server/engine/tables';

describe('secretBox', () => {
  it('round-trips, never repeats a ciphertext, and a key from DATA_ENCRYPTION_KEY wins over the token secret', () => {
    configureSecretBox('token-secret-a', {});
    const a = encryptSecret('0000');
    expect(a).not.toContain('0000');
    expect(encryptSecret('0000')).not.toBe(a);
    expect(decryptSecret(a)).toBe('0000');
    configureSecretBox('token-secret-b', {});
    expect(() => decryptSecret(a)).toThrow();
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(deriveSecretKey('anything', { DATA_ENCRYPTION_KEY: key })).toEqual(Buffer.alloc(32, 7));
    expect(() => deriveSecretKey('x', { DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });
});

describe('secret fields', () => {
  const schema = { properties: { user: { type: 'string' }, password: { type: 'string', writeOnly: true, 'x-secret': true } } };
  it('are found, sealed when given and audited as changed without the value', () => {
    configureSecretBox('token-secret-a', {});
    expect(secretProperties(schema as never)).toEqual(['password']);
    const sealed = sealSecrets({ user: 'admin', password: 'pw' }, ['password']);
    expect(sealed.user).toBe('admin');
    expect(decryptSecret(String(sealed.password))).toBe('pw');
    expect(sealSecrets({ user: 'x' }, ['password'])).toEqual({ user: 'x' });
    expect(auditedSecrets({ password: 'pw' }, ['password'])).toEqual({ password: { changed: true } });
    expect(auditedSecrets({ user: 'x' }, ['password'])).toEqual({});
  });
});

describe('unit scope on an array column', () => {
  const dialect = new PgDialect();
  it('reads a record when any unit is in scope, with an index-friendly ?| condition', () => {
    const devices = engineTableOf('devices');
    const q = dialect.sqlToQuery(scopeCondition(devices.columns.organizationalUnits, new Set(['u1', 'u2'])));
    expect(q.sql).toContain('?|');
    expect(q.params).toEqual(['{u1,u2}']);
    expect(dialect.sqlToQuery(scopeCondition(devices.columns.organizationalUnits, new Set())).sql).toBe('false');
  });
  it('writes only when every unit is in scope; compares arrays as sets', () => {
    const scope = new Set(['a', 'b']);
    expect(valueInScope(['a', 'b'], scope)).toBe(true);
    expect(valueInScope(['a', 'c'], scope)).toBe(false);
    expect(valueInScope([], scope)).toBe(false);
    expect(valueInScope('a', scope)).toBe(true);
    expect(scopeValueChanged({ u: ['a', 'b'] }, { u: ['b', 'a'] }, 'u')).toBe(false);
    expect(scopeValueChanged({ u: ['a'] }, { u: ['a', 'b'] }, 'u')).toBe(true);
    expect(scopeValueChanged({ u: 'a' }, { u: 'b' }, 'u')).toBe(true);
  });
  it('gets a GIN index on the jsonb column from derived storage', () => {
    const spec = productCatalog().specs.find((s) => s.resource === 'devices');
    expect(spec?.indexes.find((i) => i.reason.includes('unit scope'))).toMatchObject({ using: 'gin', parts: ['"organizational_units"'] });
  });
});
