import { and, count, eq } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/hooks';
import { engineTableOf } from '../../engine/tables';
import { fieldConflict } from '../../http/apiError';

const USERS_OF_CATEGORIES = ['posts', 'flyers', 'notes', 'billboardresources'] as const;

/** A category some post, flyer, note or resource uses is not deleted (409 POST_CATEGORY_IN_USE): nothing loses its category. */
export const postCategoryHooks: ResourceHooks = {
  async beforeDelete({ tx, auth, record }) {
    for (const name of USERS_OF_CATEGORIES) {
      const t = engineTableOf(name);
      const [{ n }] = await tx.select({ n: count() }).from(t.table)
        .where(and(eq(t.companyId, auth.company.id), eq(t.columns.categoryId, String(record.id))));
      if (n > 0) throw fieldConflict(409, 'POST_CATEGORY_IN_USE', 'id');
    }
  },
};
