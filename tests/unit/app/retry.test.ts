import { describe, expect, it } from 'vitest';
import { retryServerErrors } from '../../../src/app/engine/query/retry';

describe('retryServerErrors', () => {
  it('never asks again for a 4xx answer', () => {
    expect(retryServerErrors(0, { statusCode: 404 })).toBe(false);
    expect(retryServerErrors(0, { statusCode: 403 })).toBe(false);
  });

  it('retries network failures and 5xx twice', () => {
    expect(retryServerErrors(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryServerErrors(1, { statusCode: 503 })).toBe(true);
    expect(retryServerErrors(2, { statusCode: 503 })).toBe(false);
  });
});
