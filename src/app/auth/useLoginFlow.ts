import { useGo, useInvalidateAuthStore, useLogin, useParsed } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import type { LoginParams } from '../providers/authProvider';
import { DEFAULT_AFTER_LOGIN, POST_LOGIN_REDIRECT_MS } from '../shell/config';
import { safeRedirect } from './safeRedirect';

/**
 * Log in and, once the user data is loaded, go to /team (or the page that sent the user here) after 1000 ms
 * (spec §2). Errors stay on the page (the server's message), not in a toast.
 */
export function useLoginFlow(options: { onSuccess?: () => void; target?: () => string | null } = {}) {
  const go = useGo();
  const invalidateAuth = useInvalidateAuthStore();
  const { params } = useParsed();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
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

  const submit = (values: LoginParams) => {
    setError(null);
    mutate(values);
  };

  return { submit, pending: isPending || done, done, error };
}
