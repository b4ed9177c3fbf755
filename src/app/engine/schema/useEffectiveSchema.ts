import { useCustom, type HttpError } from '@refinedev/core';
import { useMemo, useSyncExternalStore } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import { getSession, onSessionChange } from '../../session';
import { useEngineI18n } from '../i18n';
import { localizeSchema } from './localizeSchema';
import type { JsonSchema } from './types';
import { retryServerErrors } from '../query/retry';

export interface EffectiveSchema {
  /** as the API answers it (base + company overlay): enums as `enum`, titles as i18n keys, company fields' `x-labels` */
  raw: JsonSchema;
  /** ready to display: titles translated, enums as titled `oneOf`, company lists filled in */
  localized: JsonSchema;
}

const companySnapshot = () => JSON.stringify(getSession()?.company ?? null);

/** The session company (id and customFields), following logins and company changes. */
function useSessionCompany(): { id?: string; customFields?: Record<string, unknown> } {
  const snapshot = useSyncExternalStore(onSessionChange, companySnapshot, companySnapshot);
  return useMemo(() => {
    const company = JSON.parse(snapshot) as { id?: string; customFields?: Record<string, unknown> } | null;
    return { id: company?.id, customFields: company?.customFields };
  }, [snapshot]);
}

/**
 * The effective JSON Schema of a resource for the caller's company (GET /api/schemas/:id, cached per company by
 * react-query through Refine's useCustom) and its localized form for the current language.
 */
export function useEffectiveSchema(def: ResourceDef): { schema?: EffectiveSchema; isLoading: boolean; error?: HttpError | null } {
  const { t, locale } = useEngineI18n();
  const company = useSessionCompany();
  const { query } = useCustom<JsonSchema>({
    url: `/schemas/${def.schema}`,
    method: 'get',
    meta: { schemaCompany: company.id ?? 'none' },
    queryOptions: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: retryServerErrors },
    errorNotification: false,
  });
  const raw = query.data?.data;
  const schema = useMemo(
    () => (raw ? { raw, localized: localizeSchema(raw, { ns: def.name, t, locale, customFields: company.customFields }) } : undefined),
    [raw, def.name, t, locale, company.customFields],
  );
  return { schema, isLoading: query.isLoading, error: query.error };
}
