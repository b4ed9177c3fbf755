import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { productCatalog } from '../../../../../src/server/engine/storage';
import { PRODUCT_TABLE_SHAPES } from '../../../../../src/server/engine/storage/productTables';

/**
 * The typed shapes areas query derived tables through (productTables.ts) must say what the schemas say: same table,
 * same columns, same SQL types, same NOT NULL. A schema change that an area's types do not follow fails here.
 */
const describeColumns = (columns: Record<string, PgColumn>) =>
  Object.fromEntries(Object.entries(columns).map(([key, c]) => [key, `${c.name} ${c.getSQLType()}${c.notNull ? ' not null' : ''}`]));

describe('typed shapes of the derived product tables', () => {
  for (const [name, shape] of Object.entries(PRODUCT_TABLE_SHAPES)) {
    it(`${name} agrees with its schema`, () => {
      const derived = productCatalog().tables.get(name)!;
      const typed = shape();
      expect(getTableName(typed)).toBe(getTableName(derived.table));
      expect(describeColumns(getTableColumns(typed) as Record<string, PgColumn>)).toEqual(describeColumns(derived.columns));
    });
  }
});
