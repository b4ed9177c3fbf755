import { expect } from 'vitest';
import type { ApiResponse } from './testApp';

/** The error answer a user would see: status, code, a non-empty message, and (optionally) the failing field. */
export function expectError(res: ApiResponse, status: number, code: string, field?: string): void {
  expect({ status: res.status, code: res.body.code }, res.raw).toEqual({ status, code });
  expect(res.body.statusCode).toBe(status);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message?.length).toBeGreaterThan(0);
  if (field) expect(res.body.errors?.map((e) => e.field), res.raw).toContain(field);
}

/** The `data` of a successful answer. */
export function dataOf<T = Record<string, unknown>>(res: ApiResponse, status = 200): T {
  expect(res.status, res.raw).toBe(status);
  return res.body.data as T;
}
