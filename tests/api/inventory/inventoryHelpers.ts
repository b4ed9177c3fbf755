import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';

export interface Article {
  id: string;
  title: string;
  typeId: string;
  code: string | null;
  status: 'AVAILABLE' | 'NOT_AVAILABLE' | 'MANTAINANCE' | 'ASSIGNED';
  assigneeId: string | null;
  assignedAt: string | null;
  history: { kind: string; move?: string; from?: string; to: string; userId?: string | null; note?: string | null; by: string; at: string }[];
}

export type ArticlePage = { articles: Article[]; count: number };

/** An article type of company A, created by the owner. */
export async function createType(t: TestApp, title: string): Promise<string> {
  return dataOf<{ id: string }>(await t.call('POST', '/api/inventory/types', { token: t.tokenFor('owner'), body: { title } }), 201).id;
}

export async function createArticle(t: TestApp, body: Record<string, unknown>, as = 'owner'): Promise<Article> {
  return dataOf<Article>(await t.call('POST', '/api/inventory', { token: t.tokenFor(as), body }), 201);
}

export const move = (t: TestApp, as: string, id: string, body: Record<string, unknown>, locale?: string) =>
  t.call('POST', `/api/inventory/${id}/move`, { token: t.tokenFor(as), body, locale });

export const listArticles = async (t: TestApp, as: string, body: Record<string, unknown>) =>
  dataOf<ArticlePage>(await t.call('POST', '/api/inventory/getFiltered', { token: t.tokenFor(as), body }));
