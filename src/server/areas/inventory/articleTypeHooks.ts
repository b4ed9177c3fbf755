import { and, count, eq } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/hooks';
import { engineTableOf } from '../../engine/tables';
import { fieldConflict } from '../../http/apiError';

/** Article types: a type some article uses is not deleted (409 ARTICLE_TYPE_IN_USE), so no article loses its type. */
export const articleTypeHooks: ResourceHooks = {
  async beforeDelete({ tx, auth, record }) {
    const t = engineTableOf('articles');
    const [{ n }] = await tx.select({ n: count() }).from(t.table)
      .where(and(eq(t.companyId, auth.company.id), eq(t.columns.typeId, String(record.id))));
    if (n > 0) throw fieldConflict(409, 'ARTICLE_TYPE_IN_USE', 'id');
  },
};
