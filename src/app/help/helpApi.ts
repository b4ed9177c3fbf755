import { useCan, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { retryServerErrors } from '../engine/query/retry';

/** Shapes of the help API (docs/api/help.md). */
export interface ArticleSummary { slug: string; title: string; kind: 'tutorial' | 'faq' | 'handbook'; area: string; excerpt: string; required?: boolean }
export interface HandbookInfo { id: string; kind: string; url: string | null; file: string | null; required: boolean; readAt: string | null }
export interface Article { slug: string; title: string; kind: ArticleSummary['kind']; area: string; html: string; handbook?: HandbookInfo }
export interface HandbookRow { id: string; title: string; required: boolean; readCount: number }
export interface UnreadRow { handbookId: string; handbook: string; required: boolean; userId: string; firstName: string; lastName: string; unit: string | null; email: string | null }

/** A GET of the help API through Refine (the query is the cache key), in the screen's language. */
export function useHelpData<T>(url: string, query: Record<string, unknown> = {}, enabled = true) {
  const { i18n } = useTranslation();
  const { query: q, result } = useCustom<T & Record<string, unknown>>({
    url,
    method: 'get',
    // the articles follow the screen's language (part of the cache key); the handbook calls take no locale
    config: { query: url.startsWith('/help/') ? { locale: i18n.language, ...query } : query },
    errorNotification: false,
    queryOptions: { retry: retryServerErrors, enabled, placeholderData: (previous) => previous },
  });
  return { data: (q.data ? result.data : undefined) as T | undefined, loading: q.isFetching && !q.data, error: q.error as (Error & { statusCode?: number }) | null };
}

/** Whether the caller manages billboard resources (read counts, unread report): the server checks it too. */
export const useManagesHandbooks = (): boolean => useCan({ resource: 'billboardresources', action: 'list' }).data?.can ?? false;
