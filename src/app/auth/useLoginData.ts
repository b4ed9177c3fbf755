import { useEffect, useState } from 'react';
import { request } from '../providers/http';

/** GET /companies/loginData/:customer (public): what a company's own login page shows. */
export interface LoginData {
  name?: string;
  image?: string | null;
  loginCarrousel: string[];
}

/** The company's login data; `null` when the customer is unknown or the call fails (the plain login is shown). */
export function useLoginData(customer: string | undefined): { data: LoginData | null; loading: boolean } {
  const [state, setState] = useState<{ data: LoginData | null; loading: boolean }>({ data: null, loading: Boolean(customer) });

  useEffect(() => {
    if (!customer) return undefined;
    const controller = new AbortController();
    request<Partial<LoginData>>(`/companies/loginData/${encodeURIComponent(customer)}`, { signal: controller.signal })
      .then((answer) => {
        const images = Array.isArray(answer?.loginCarrousel) ? answer.loginCarrousel.filter((x): x is string => typeof x === 'string' && !!x) : [];
        setState({ data: { name: answer?.name, image: answer?.image ?? null, loginCarrousel: images }, loading: false });
      })
      .catch(() => !controller.signal.aborted && setState({ data: null, loading: false }));
    return () => controller.abort();
  }, [customer]);

  return state;
}
