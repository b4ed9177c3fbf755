/**
 * One attempt of one delivery: the payload POSTed as JSON, signed per Standard Webhooks, to the subscription's URL.
 * A 2xx answer is a success; any other answer, a redirect (not followed: the target was checked, its redirect was
 * not), a timeout or a refused connection is a failure to retry. The answer's first KB is kept for the delivery log.
 */
import { signDelivery } from './signDelivery';
import { sendTargetAllowed, type WebhookTargets } from './targetPolicy';

/** How long a receiver has to answer (Standard Webhooks recommends answering fast and working later). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const KEPT_ANSWER_CHARS = 1024;

export interface AttemptOutcome {
  ok: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
}

/** Reads at most `max` characters of an answer and drops the rest without buffering it. */
async function answerStart(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, max);
}

export async function sendDelivery(
  target: { url: string; secret: string; targets: WebhookTargets },
  delivery: { id: string; payload: Record<string, unknown> },
  at: Date,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  if (!(await sendTargetAllowed(target.url, target.targets))) {
    return { ok: false, responseStatus: null, responseBody: null, durationMs: took(), error: 'target address not allowed (private network)' };
  }
  const body = JSON.stringify(delivery.payload);
  try {
    const response = await fetch(target.url, {
      method: 'POST', body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs),
      headers: { ...signDelivery(target.secret, delivery.id, at, body), 'user-agent': 'HR-Dashboard-Webhooks/1.0' },
    });
    const text = await answerStart(response, KEPT_ANSWER_CHARS);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseStatus: response.status, responseBody: text, durationMs: took(), error: ok ? null : `HTTP ${response.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const reason = e.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { ok: false, responseStatus: null, responseBody: null, durationMs: took(), error: String(reason).slice(0, 500) };
  }
}
