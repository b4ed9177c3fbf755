import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginParams } from '../providers/authProvider';
import { loginError } from './loginError';
import { loadSignedInApp } from '../signedInApp';
import { DEFAULT_AFTER_LOGIN, POST_LOGIN_REDIRECT_MS } from '../shell/config';
import { credentialsBody, type LoginAnswer } from '../shell/session/loadSession';
import { firstLoginStep, stepOf, type MfaStep } from './mfa/mfaApi';
import { safeRedirect } from './safeRedirect';

/**
 * Log in and, once the user data is loaded, go to /team (or the page that sent the user here) after 1000 ms
 * (spec §2). Errors stay on the page (the server's message), not in a toast. When the account has a second factor
 * (or must enrol one) the password's answer is a step: `step` is set and the page shows it; `complete` then loads
 * the session from the step's final answer.
 */
export function useLoginFlow(options: { onSuccess?: () => void; target?: () => string | null } = {}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<(MfaStep & { username: string }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const to = safeRedirect(search.get('to') ?? undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The auth provider (session, permission model, every area's texts) and the signed-in app are fetched only once a
  // password has been sent, not with the login page; both download while the server answers.
  const loadSession = async (params: LoginParams) => {
    const [{ authProvider }] = await Promise.all([import('../providers/authProvider'), loadSignedInApp().catch(() => undefined)]);
    const answer = await authProvider.login(params);
    if (!answer.success) {
      setError(answer.error?.message ?? null);
      return;
    }
    setDone(true);
    options.onSuccess?.();
    const target = to ?? options.target?.() ?? DEFAULT_AFTER_LOGIN;
    timer.current = setTimeout(() => navigate(target, { replace: true }), POST_LOGIN_REDIRECT_MS);
  };

  const finish = (params: LoginParams) => {
    setChecking(true);
    loadSession(params)
      .catch((err: unknown) => setError(loginError(err).message))
      .finally(() => setChecking(false));
  };

  // the password goes once, here; a session comes either straight from this answer or after the second factor
  const submit = (values: LoginParams) => {
    setError(null);
    setChecking(true);
    firstLoginStep(credentialsBody(values.username.trim(), values.password))
      .then((answer) => {
        const next = stepOf(answer);
        if (next) setStep({ ...next, username: values.username });
        else finish({ username: values.username, password: '', answer });
      })
      .catch((err: unknown) => setError(loginError(err).message))
      .finally(() => setChecking(false));
  };

  const complete = (answer: LoginAnswer) => {
    if (!step) return;
    setError(null);
    finish({ username: step.username, password: '', answer });
  };

  const restart = () => {
    setStep(null);
    setError(null);
  };

  return { submit, complete, restart, step, pending: checking || done, done, error };
}
