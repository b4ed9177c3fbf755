import type { FormInstance } from 'antd';
import type { ApiHttpError } from '../providers/http';

export const asApiError = (err: unknown): Partial<ApiHttpError> => (err && typeof err === 'object' ? (err as Partial<ApiHttpError>) : {});

/** The server's messages by field, as request() groups them. */
export function fieldMessages(err: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(asApiError(err).errors ?? {})) {
    out[field] = (Array.isArray(messages) ? messages : [messages]).map((m) => (typeof m === 'string' ? m : String((m as { message?: string })?.message ?? '')));
  }
  return out;
}

/**
 * Put the server's field messages on the form's fields (spec §8: the message on the field). Only fields the form has;
 * the rest are left for the notification. Returns the fields marked, first first, to scroll to it.
 */
export function showFieldErrors(form: FormInstance, err: unknown, formFields: readonly string[]): string[] {
  const marked = Object.entries(fieldMessages(err)).filter(([field]) => formFields.includes(field));
  form.setFields(marked.map(([name, errors]) => ({ name, errors })));
  return marked.map(([field]) => field);
}

/**
 * A notification with a title and, optionally, a text. The app's provider (like @refinedev/antd) shows Refine's
 * `description` as the title and `message` as the text, so a titled notice swaps them.
 */
export function notice(type: 'success' | 'error', key: string, title: string, text?: string) {
  return text ? { type, key, description: title, message: text } : { type, key, message: title };
}
