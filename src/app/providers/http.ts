import type { HttpError } from '@refinedev/core';
import type { ApiErrorBody } from '../../shared/errorCodes';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { clearSession, getSession } from '../session';

export const API_URL = '/api';

/** The locale every request carries; the i18n provider keeps it current. */
let currentLocale: string = DEFAULT_LOCALE;
export const setRequestLocale = (locale: string) => {
  currentLocale = locale;
};

/** Called on HTTP 401 after the session is cleared (the shell navigates to login). */
let onUnauthorized: () => void = () => {
  if (!location.pathname.startsWith('/auth')) location.assign('/auth/login');
};
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** Refine HttpError plus the API's code; `errors` maps field paths to messages (for forms). */
export interface ApiHttpError extends HttpError {
  code: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body, or a FormData for multipart */
  body?: unknown;
  signal?: AbortSignal;
  /** return the raw Response (downloads) */
  raw?: boolean;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one way the browser talks to the API: bearer token and locale on every call, `{ data }` unwrapped,
 * errors thrown as ApiHttpError with the spec's code, 401 clears the session.
 */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': currentLocale };
  const token = getSession()?.accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  if (res.ok && opts.raw) return res as unknown as T;
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (json ?? {}) as Partial<ApiErrorBody>;
    if (res.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    const errors: Record<string, string[]> = {};
    for (const fe of err.errors ?? []) (errors[fe.field] ??= []).push(fe.message);
    const httpError: ApiHttpError = {
      name: 'ApiHttpError',
      message: err.message ?? res.statusText,
      statusCode: res.status,
      code: err.code ?? String(res.status),
      errors,
    };
    throw httpError;
  }
  return ((json as { data?: T } | undefined)?.data ?? json) as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload with progress (fetch reports none): XMLHttpRequest with the same token, locale, error shape and
 * 401 handling as `request`. `onProgress` gets 0..100 (100 once the server answered); `timeoutMs` bounds the whole
 * call (spec §9: 30 minutes for documents and slips).
 */
export function uploadWithProgress<T = unknown>(path: string, form: FormData, opts: { onProgress?: (percent: number) => void; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLocale);
    if (opts.timeoutMs) xhr.timeout = opts.timeoutMs;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    const fail = (status: number, body: Partial<ApiErrorBody> | undefined) => {
      const errors: Record<string, string[]> = {};
      for (const fe of body?.errors ?? []) (errors[fe.field] ??= []).push(fe.message);
      reject({ name: 'ApiHttpError', statusCode: status, code: body?.code ?? String(status), message: body?.message ?? '', errors } satisfies ApiHttpError);
    };
    xhr.onload = () => {
      const body = safeJson(xhr.responseText) as (Partial<ApiErrorBody> & { data?: T }) | undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(100);
        resolve((body?.data ?? body) as T);
        return;
      }
      if (xhr.status === 401 && token) {
        clearSession();
        onUnauthorized();
      }
      fail(xhr.status, body);
    };
    xhr.onerror = () => fail(0, undefined);
    xhr.ontimeout = () => fail(0, { code: 'TIMEOUT', message: '' });
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
