import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/resource';
import { runRules } from '../../shared/rules';
import type { AuthContext } from '../auth/authContext';
import { writeAudit, writeAudits, diffChanges } from '../audit/auditLog';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { ApiError, forbidden, notFound } from '../http/apiError';
import type { UploadedFile } from '../http/multipart';
import { sanitizeRichFields } from './richText';
import type { ResourceHooks } from './hooks';
import { fieldExpression } from './fieldExpressions';
import { compileListQuery } from './listConditions';
import { listFilters } from './listFilters';
import type { NormalizedListQuery } from './listQuery';
import { ListPageCache } from './listCache';
import { dataVersionReaderOf } from './listVersion';
import { readListJson, type ListPageJson } from './listPage';
import { columnProperties, splitInput, toRecord, type ApiRecord } from './records';
import { overlayFieldsOf, type SchemaStore } from './schemaStore';
import type { EngineTable } from './tables';
import { assertReferences, declaredTargets } from './references';
import { assertUnique, mapUniqueViolation } from './uniqueness';
import { auditedSecrets, sealSecrets, secretProperties } from './secretFields';
import { isArrayColumn, scopeCondition, scopeValueChanged, valueInScope } from './unitScopeColumn';

type Scope = Set<string> | null;
type Row = Record<string, unknown>;

/** The caller's units exactly (sorted ids, hashed): two callers share a kept page only when they see the same units. */
function scopeKey(scope: Scope): string {
  return scope ? createHash('sha256').update([...scope].sort().join(',')).digest('base64') : '*';
}

/** A number per schema object (SchemaStore keeps one per company and resource), for the list page keys. */
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;
function schemaIdOf(schema: object): number {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++lastSchemaId));
  return id;
}

/**
 * The generic operations of one resource: every query filtered by the caller's company and, for unit-scoped roles,
 * by their units; every write in one transaction (only `tx` inside) with unique checks, domain rules, hooks and
 * its audit row. Another company's id, or one outside the caller's units, is simply not found.
 */
export class ResourceService {
  readonly columnProps: string[];
  /** `x-secret` properties: stored encrypted, never in a record (secretFields.ts) */
  readonly secretProps: string[];
  /** the column properties a record shows (all but the secrets) */
  readonly readProps: string[];

  constructor(
    readonly resource: ResourceDef,
    readonly table: EngineTable,
    readonly store: SchemaStore,
    readonly hooks: ResourceHooks,
    private readonly db: Db,
    private readonly files: FileStore,
    /** null: every list page read afresh (LIST_PAGE_CACHE=0) */
    private readonly pages: ListPageCache | null = new ListPageCache(),
  ) {
    this.columnProps = columnProperties(store.baseSchema(resource.schema), table);
    this.secretProps = secretProperties(store.baseSchema(resource.schema)).filter((p) => this.columnProps.includes(p));
    this.readProps = this.secretProps.length ? this.columnProps.filter((p) => !this.secretProps.includes(p)) : this.columnProps;
  }

  schemaFor(auth: AuthContext) {
    return this.store.effective(this.resource.schema, auth.company.slug);
  }

  /** company + unit scope: the conditions every query of this resource carries */
  scopeConditions(auth: AuthContext, scope: Scope): SQL[] {
    const conds: SQL[] = [eq(this.table.companyId, auth.company.id)];
    const scopeColumn = this.resource.unitScope ? this.table.columns[this.resource.unitScope] : undefined;
    if (scope && scopeColumn) conds.push(scopeCondition(scopeColumn, scope));
    return conds;
  }

  /** with `auth`, the company's custom fields it lacks are null */
  toRecord(row: Row, auth?: AuthContext): ApiRecord {
    return toRecord(row, this.readProps, auth ? overlayFieldsOf(this.schemaFor(auth)) : []);
  }

  /**
   * One page of the list as the API answers it: the records as JSON text, built by the database (listPage.ts), or
   * the same page again while the company's data version stands (listCache.ts).
   */
  async listJson(auth: AuthContext, scope: Scope, query: NormalizedListQuery): Promise<ListPageJson> {
    const page = await this.pageJson(auth, scope, query);
    if (!this.hooks.decorateRecords || page.json === '[]') return page;
    // decorated after the cache: what is added (a device's last contact) is live, the kept page is not
    const records = JSON.parse(page.json) as ApiRecord[];
    await this.decorate(auth, records);
    return { json: JSON.stringify(records), count: page.count };
  }

  /** The area's computed facts (ResourceHooks.decorateRecords) added to records read outside a transaction. */
  async decorate(auth: AuthContext, records: ApiRecord[]): Promise<ApiRecord[]> {
    if (this.hooks.decorateRecords && records.length) await this.hooks.decorateRecords({ auth, db: this.db }, records);
    return records;
  }

  private async pageJson(auth: AuthContext, scope: Scope, query: NormalizedListQuery): Promise<ListPageJson> {
    const filters = listFilters(this.hooks.defaultFilters, query.filters);
    const schema = this.schemaFor(auth);
    // the schema is part of the key: a page kept under one company schema is never served under another
    const matchesKey = `${this.resource.name}|${auth.company.id}|${schemaIdOf(schema)}|${scopeKey(scope)}|${query.q ?? ''}|${JSON.stringify(filters)}|${query.conditions?.key ?? ''}`;
    const pageKey = `${matchesKey}|${JSON.stringify(query.sort)}|${query.skip}|${query.limit}`;
    // compiled only when the page is read: a kept page's query compiled (a bad filter is a 400 and is never kept)
    const read = () => {
      const { where, orderBy } = compileListQuery({ resource: this.resource, table: this.table, columnProps: this.readProps, schema }, { ...query, filters });
      return readListJson(this.db, { table: this.table, columnProps: this.readProps, overlayFields: overlayFieldsOf(schema), scope: this.scopeConditions(auth, scope), where: [...where, ...(query.conditions?.where ?? [])], orderBy, hintKey: matchesKey }, query);
    };
    if (!this.pages) return read();
    const version = await dataVersionReaderOf(this.db).read(auth.company.id);
    const kept = this.pages.get(pageKey, version);
    if (kept) return kept;
    const page = await read();
    this.pages.set(pageKey, version, page);
    return page;
  }

  /**
   * How many of the list's matches (same scope, search and filters) hold each value of `field`, most first: the
   * groups of a report builder. Unknown or object fields: null (the route
   * answers 400), as are list fields. At most `limit` groups.
   */
  async groupCounts(auth: AuthContext, scope: Scope, query: NormalizedListQuery, field: string, limit = 200): Promise<{ value: unknown; count: number }[] | null> {
    const schema = this.schemaFor(auth);
    const fx = fieldExpression(this.table, this.readProps, schema, field);
    if (!fx || fx.isArray || schema.properties?.[field]?.type === 'object') return null;
    const filters = listFilters(this.hooks.defaultFilters, query.filters);
    const { where } = compileListQuery({ resource: this.resource, table: this.table, columnProps: this.readProps, schema }, { ...query, filters, sort: [] });
    const rows = await this.db.select({ value: sql<unknown>`${fx.expr}`.as('value'), count: sql<number>`count(*)::int`.as('count') })
      .from(this.table.table).where(and(...this.scopeConditions(auth, scope), ...where, ...(query.conditions?.where ?? [])))
      .groupBy(sql`1`).orderBy(sql`2 desc, 1 asc nulls last`).limit(limit);
    return rows.map((r) => ({ value: r.value ?? null, count: Number(r.count) }));
  }

  /** The same page as records, for the routes that reshape them. */
  async list(auth: AuthContext, scope: Scope, query: NormalizedListQuery): Promise<{ rows: ApiRecord[]; count: number }> {
    const { json, count } = await this.listJson(auth, scope, query);
    return { rows: JSON.parse(json) as ApiRecord[], count };
  }

  /** The row, or 404 NOT_FOUND (also for other companies' ids and ids outside the caller's units). */
  async findRow(db: Db, auth: AuthContext, scope: Scope, id: string, forUpdate = false): Promise<Row> {
    const query = db.select().from(this.table.table).where(and(eq(this.table.id, id), ...this.scopeConditions(auth, scope))).limit(1);
    const [row] = (forUpdate ? await query.for('update') : await query) as Row[];
    if (!row) throw notFound();
    return row;
  }

  /**
   * How records of this resource are named where others refer to them (exports): its `labelFields` (a person: first
   * and last name), else its first list column, by id. No default filters: a post's author is named though not a
   * collaborator.
   */
  async namesOf(auth: AuthContext, ids: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const fields = this.resource.labelFields ?? [this.resource.list.columns[0]];
    for (let i = 0; i < ids.length; i += 1_000) {
      const chunk = ids.slice(i, i + 1_000);
      const rows = (await this.db.select().from(this.table.table).where(and(eq(this.table.companyId, auth.company.id), inArray(this.table.id, chunk)))) as Row[];
      for (const row of rows) {
        const r = this.toRecord(row, auth);
        names.set(String(r.id), fields.map((f) => r[f]).filter((v) => v !== null && v !== undefined && v !== '').join(' '));
      }
    }
    return names;
  }

  async one(auth: AuthContext, scope: Scope, id: string): Promise<ApiRecord> {
    const [record] = await this.decorate(auth, [this.toRecord(await this.findRow(this.db, auth, scope, id), auth)]);
    return record;
  }

  async create(auth: AuthContext, scope: Scope, input: ApiRecord, uploads: Record<string, UploadedFile> = {}): Promise<ApiRecord> {
    const stored = await this.storeUploads(auth, uploads);
    let created: ApiRecord;
    try {
      created = await this.db.transaction(async (tx) => {
        const record = { ...sanitizeRichFields(this.schemaFor(auth), input), ...stored };
        await this.checkWrite(tx, auth, scope, record);
        const { columns, extra } = splitInput(sealSecrets(record, this.secretProps), this.columnProps);
        const [row] = (await tx.insert(this.table.table).values({ ...columns, extra, companyId: auth.company.id } as never).returning()) as Row[];
        const created = this.toRecord(row, auth);
        await this.hooks.afterInsert?.({ tx, auth, scope, record: created });
        await writeAudit(tx, auth, { entity: this.resource.name, entityId: String(created.id), action: 'create', changes: { ...created, ...auditedSecrets(record, this.secretProps) } });
        return created;
      });
    } catch (err) {
      await this.removeFiles(Object.values(stored));
      throw mapUniqueViolation(err, this);
    }
    await this.hooks.afterWrite?.({ auth, record: created, action: 'create' });
    return (await this.decorate(auth, [created]))[0];
  }

  async update(auth: AuthContext, scope: Scope, id: string, patch: ApiRecord, uploads: Record<string, UploadedFile> = {}): Promise<ApiRecord> {
    const stored = await this.storeUploads(auth, uploads);
    let replaced: string[] = [];
    let updated: ApiRecord;
    try {
      updated = await this.db.transaction(async (tx) => {
        const beforeRow = await this.findRow(tx, auth, scope, id, true);
        const before = this.toRecord(beforeRow, auth);
        const changes = { ...sanitizeRichFields(this.schemaFor(auth), patch), ...stored };
        const record = { ...before, ...changes };
        await this.checkWrite(tx, auth, scope, record, before);
        const { columns, extra } = splitInput(sealSecrets(changes, this.secretProps), this.columnProps);
        const [row] = (await tx
          .update(this.table.table)
          .set({ ...columns, extra: { ...((beforeRow.extra ?? {}) as object), ...extra }, updatedAt: new Date() } as never)
          .where(and(eq(this.table.id, id), eq(this.table.companyId, auth.company.id)))
          .returning()) as Row[];
        const after = this.toRecord(row, auth);
        const diff = { ...diffChanges(before, after), ...auditedSecrets(changes, this.secretProps) };
        if (Object.keys(diff).length) await writeAudit(tx, auth, { entity: this.resource.name, entityId: id, action: 'update', changes: diff });
        replaced = Object.keys(stored).map((f) => before[f]).filter((u): u is string => typeof u === 'string' && u !== '');
        return after;
      });
      await this.removeFiles(replaced);
    } catch (err) {
      await this.removeFiles(Object.values(stored));
      throw mapUniqueViolation(err, this);
    }
    await this.hooks.afterWrite?.({ auth, record: updated, action: 'update' });
    return (await this.decorate(auth, [updated]))[0];
  }

  async remove(auth: AuthContext, scope: Scope, id: string): Promise<{ id: string }> {
    const removed = await this.db.transaction(async (tx) => {
      const record = this.toRecord(await this.findRow(tx, auth, scope, id, true), auth);
      this.assertWholeScope(scope, record);
      await this.hooks.beforeDelete?.({ tx, auth, scope, record });
      await tx.delete(this.table.table).where(and(eq(this.table.id, id), eq(this.table.companyId, auth.company.id)));
      await writeAudit(tx, auth, { entity: this.resource.name, entityId: id, action: 'delete', changes: record });
      return record;
    });
    await this.removeFiles(Object.keys(this.resource.files ?? {}).map((f) => removed[f]).filter((u): u is string => typeof u === 'string'));
    await this.hooks.afterWrite?.({ auth, record: removed, action: 'delete' });
    return { id };
  }

  /**
   * Delete several records all or nothing (spec §5's bulk delete): one transaction; an id of another company or
   * outside the caller's units is 404 and nothing is deleted. Each deletion runs the hooks and gets its audit row.
   */
  async removeMany(auth: AuthContext, scope: Scope, ids: string[]): Promise<{ ids: string[] }> {
    const unique = [...new Set(ids)];
    const removed = await this.db.transaction(async (tx) => {
      const records: ApiRecord[] = [];
      for (const id of unique) {
        const record = this.toRecord(await this.findRow(tx, auth, scope, id, true), auth);
        this.assertWholeScope(scope, record);
        records.push(record);
      }
      for (const record of records) await this.hooks.beforeDelete?.({ tx, auth, scope, record });
      await tx.delete(this.table.table).where(and(inArray(this.table.id, unique), eq(this.table.companyId, auth.company.id)));
      await writeAudits(tx, auth, records.map((record) => ({ entity: this.resource.name, entityId: String(record.id), action: 'delete' as const, changes: record })));
      return records;
    });
    for (const record of removed) {
      await this.removeFiles(Object.keys(this.resource.files ?? {}).map((f) => record[f]).filter((u): u is string => typeof u === 'string'));
      await this.hooks.afterWrite?.({ auth, record, action: 'delete' });
    }
    return { ids: unique };
  }

  /** scope (403), domain rules (400), uniqueness (409), then the area's own checks */
  private async checkWrite(tx: Db, auth: AuthContext, scope: Scope, record: ApiRecord, before?: ApiRecord): Promise<void> {
    const anchor = this.hooks.scopeAnchor ?? this.resource.unitScope;
    if (before) this.assertWholeScope(scope, before);
    if (scope && anchor && (!before || scopeValueChanged(record, before, anchor)) && !valueInScope(record[anchor], scope)) throw forbidden();
    const ruleErrors = runRules(this.resource.rules, record);
    if (ruleErrors.length) throw new ApiError(400, ruleErrors[0].code, { errors: ruleErrors.map((e) => ({ ...e, message: '' })) });
    await assertUnique(
      tx,
      { resource: this.resource, table: this.table, columnProps: this.columnProps, schema: this.schemaFor(auth), uniqueWithin: this.resource.uniqueWithin },
      auth.company.id,
      record,
      before ? String(before.id) : undefined,
    );
    await this.hooks.beforeWrite?.({ tx, auth, scope, record, before, schema: this.schemaFor(auth) });
    const checked = this.hooks.checkedReferences;
    const unchecked = checked?.length ? Object.fromEntries(Object.entries(record).filter(([field]) => !checked.includes(field))) : record;
    await assertReferences(tx, declaredTargets, auth, scope, this.schemaFor(auth), unchecked, before);
  }

  /**
   * A record of several units (array scope) is read when one of them is in scope, but written only when every one
   * is: an administrator of one site does not change or delete a clock shared with another's (403).
   */
  private assertWholeScope(scope: Scope, record: ApiRecord): void {
    const column = this.resource.unitScope ? this.table.columns[this.resource.unitScope] : undefined;
    if (scope && column && isArrayColumn(column) && !valueInScope(record[this.resource.unitScope!], scope)) throw forbidden();
  }

  private async storeUploads(auth: AuthContext, uploads: Record<string, UploadedFile>): Promise<Record<string, string>> {
    const stored: Record<string, string> = {};
    try {
      for (const [field, file] of Object.entries(uploads)) stored[field] = (await this.files.put(auth.company.id, file.bytes, file.type)).url;
    } catch (err) {
      await this.removeFiles(Object.values(stored));
      throw err;
    }
    return stored;
  }

  /** Best effort: a file left behind is garbage, not a broken record. */
  private async removeFiles(urls: string[]): Promise<void> {
    await Promise.all(urls.map((u) => this.files.remove(u).catch(() => undefined)));
  }
}
