import { describe, expect, it } from 'vitest';
import shiftTemplates from '../../resources/shiftTemplates';
import { engineTableOf } from '../../src/server/engine/tables';
import { mapUniqueViolation } from '../../src/server/engine/uniqueness';
import { ApiError } from '../../src/server/http/apiError';
import { errorBody, toApiError } from '../../src/server/http/errorHandler';

describe('error mapping', () => {
  it('an unexpected error is a 500 INTERNAL_ERROR with a localized message and no internals', () => {
    const { apiError, unexpected } = toApiError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(unexpected).toBe(true);
    const body = errorBody(apiError, 'es-ES');
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Ocurrió un error inesperado, inténtalo de nuevo' });
  });

  it('database errors caused by input are 4xx, never 500', () => {
    const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });
    expect(toApiError(wrapped('23505')).apiError.statusCode).toBe(409);
    expect(toApiError(wrapped('22P02')).apiError.statusCode).toBe(400);
    expect(toApiError(wrapped('22008')).apiError.statusCode).toBe(400);
    expect(toApiError(wrapped('57P01')).apiError.statusCode).toBe(500);
  });

  it('a constraint the database enforces names the field it can: NOT NULL column, missing reference, key taken', () => {
    const pg = (fields: Record<string, string>) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), fields) });
    const notNull = toApiError(pg({ code: '23502', column: 'main_branch' }));
    expect(notNull.unexpected).toBe(true);
    expect(errorBody(notNull.apiError, 'en-US')).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String), errors: [{ field: 'mainBranch', code: 'required', message: 'Required field' }],
    });
    const missing = toApiError(pg({ code: '23503', detail: 'Key (company_id, main_branch)=(c, b) is not present in table "branch_offices".' })).apiError;
    expect(missing).toMatchObject({ statusCode: 400, errors: [{ field: 'mainBranch', code: 'invalid' }] });
    const referenced = toApiError(pg({ code: '23503', detail: 'Key (id)=(x) is still referenced from table "users".' })).apiError;
    expect(referenced).toMatchObject({ statusCode: 409, errors: [{ field: 'id', code: 'hasChildren' }] });
    const taken = errorBody(toApiError(pg({ code: '23505', detail: 'Key (company_id, lower(name))=(c, x) already exists.' })).apiError, 'es-ES');
    expect(taken).toMatchObject({ statusCode: 409, errors: [{ field: 'name', code: 'unique', message: 'Este valor ya está en uso' }] });
    expect(toApiError(pg({ code: '23514' })).apiError.statusCode).toBe(400);
    expect(toApiError(pg({ code: '23P01' })).apiError.statusCode).toBe(409);
    expect(toApiError(pg({ code: '22021' })).apiError.statusCode).toBe(400);
  });

  it('a unique violation that raced past the check names the field with the declared code', () => {
    const race = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (company_id, external_id)=(c, N-01) already exists.' }),
    });
    const mapped = mapUniqueViolation(race, { resource: shiftTemplates, table: engineTableOf('shifttemplates') });
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped).toMatchObject({ statusCode: 409, code: 'TEMPLATE_EXTERNAL_ID_EXISTS', errors: [{ field: 'externalId', code: 'TEMPLATE_EXTERNAL_ID_EXISTS' }] });
    const byName = Object.assign(new Error('x'), { code: '23505', detail: 'Key (company_id, lower(name))=(c, night) already exists.' });
    expect(mapUniqueViolation(byName, { resource: shiftTemplates, table: engineTableOf('shifttemplates') })).toMatchObject({ code: 'TEMPLATE_NAME_EXISTS' });
  });
});
