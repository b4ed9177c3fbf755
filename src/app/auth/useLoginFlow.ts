import { useGo, useInvalidateAuthStore, useLogin, useParsed } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { loginError, type LoginParams } from '../providers/authProvider';
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
  const go = useGo();
  const invalidateAuth = useInvalidateAuthStore();
  const { params } = useParsed();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<(MfaStep & { username: string }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const to = safeRedirect(params?.to);

  useEffect(() => () => clearTimeout(timer.current), []);

  const { mutate, isPending } = useLogin<LoginParams>({
    mutationOptions: {
      // callbacks given to useLogin live with the mutation: they still run if the query client is renewed meanwhile
      onSuccess: (answer) => {
        if (!answer.success) {
          setError(answer.error?.message ?? null);
          return;
        }
        setDone(true);
        options.onSuccess?.();
        void invalidateAuth();
        const target = to ?? options.target?.() ?? DEFAULT_AFTER_LOGIN;
        timer.current = setTimeout(() => go({ to: target, type: 'replace' }), POST_LOGIN_REDIRECT_MS);
      },
      onError: (err) => setError(err.message),
    },
  });

  // the password goes once, here; a session comes either straight from this answer or after the second factor
  const submit = (values: LoginParams) => {
    setError(null);
    setChecking(true);
    firstLoginStep(credentialsBody(values.username.trim(), values.password))
      .then((answer) => {
        const next = stepOf(answer);
        if (next) setStep({ ...next, username: values.username });
        else mutate({ username: values.username, password: '', answer });
      })
      .catch((err: unknown) => setError(loginError(err).message))
      .finally(() => setChecking(false));
  };

  const complete = (answer: LoginAnswer) => {
    if (!step) return;
    setError(null);
    mutate({ username: step.username, password: '', answer });
  };

  const restart = () => {
    setStep(null);
    setError(null);
  };

  return { submit, complete, restart, step, pending: isPending || checking || done, done, error };
}
