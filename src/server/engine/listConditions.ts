import { and, asc, bindIfParam, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ValidateFunction } from 'ajv';
import type { ResourceDef } from '../../shared/resource';
import { createAjv } from '../http/ajv';
import { fieldError, validationError, type PendingFieldError } from '../http/apiError';
import { ajvToFieldErrors } from '../http/fieldErrors';
import { fieldExpression, typesOf, type FieldExpression } from './fieldExpressions';
import type { NormalizedListQuery } from './listQuery';
import { overlayFieldsOf, type JsonSchema } from './schemaStore';
import type { EngineTable } from './tables';
import { containsPattern, everyWordMatches } from './wordSearch';

const OPERATORS = ['eq', 'ne', 'contains', 'in', 'gte', 'lte', 'between', 'null'] as const;
type Operator = (typeof OPERATORS)[number];

const valueAjv = createAjv();
const valueValidators = new Map<string, ValidateFunction>();

/** The scalar a filter value must be: the property's (item) type and format, without length/enum limits. */
function scalarValidator(prop: JsonSchema): ValidateFunction {
  const target = typesOf(prop).includes('array') && prop.items ? prop.items : prop;
  const schema: JsonSchema = { type: typesOf(target) };
  if (typeof target.format === 'string') schema.format = target.format;
  const key = JSON.stringify(schema);
  let v = valueValidators.get(key);
  if (!v) valueValidators.set(key, (v = valueAjv.compile(schema)));
  return v;
}

/** One value (not a list or an object): what an ORDER BY can compare. */
const isScalar = (prop: JsonSchema): boolean => typesOf(prop).every((t) => t !== 'array' && t !== 'object');

interface CompileInput {
  resource: ResourceDef;
  table: EngineTable;
  columnProps: string[];
  schema: JsonSchema;
}

/**
 * ListQuery → SQL conditions and ordering. Filters may name any property of the effective schema (plus id and the
 * timestamps); their values are checked against the property's type and format first, so a bad value is a 400 on
 * `filters.<field>`, never a database error. Sorting only on the resource's declared sorters and the company's
 * scalar custom fields (`x-overlay`); `q` searches its
 * declared search fields (ILIKE, wildcards escaped).
 */
export function compileListQuery(input: CompileInput, query: NormalizedListQuery): { where: SQL[]; orderBy: SQL[] } {
  const errors: PendingFieldError[] = [];
  const where: SQL[] = [];
  const expr = (field: string) => fieldExpression(input.table, input.columnProps, input.schema, field);

  for (const [field, raw] of Object.entries(query.filters)) {
    const fx = expr(field);
    if (!fx) {
      errors.push(fieldError(`filters.${field}`, 'filterField'));
      continue;
    }
    const ops: [Operator, unknown][] = raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (Object.entries(raw) as [Operator, unknown][])
      : [['eq', raw]];
    if (ops.length === 0) errors.push(fieldError(`filters.${field}`, 'filterOperator'));
    for (const [op, value] of ops) {
      const result = filterCondition(fx, op, value);
      if (Array.isArray(result)) errors.push(...result);
      else where.push(result);
    }
  }

  if (query.q && input.resource.list.search?.length) {
    const searchable = input.resource.list.search.map(expr).filter((f): f is FieldExpression => !!f);
    where.push(...everyWordMatches(query.q, searchable.map((f) => sql`${f.expr}::text`)));
  }

  const sortable = new Set([
    ...(input.resource.list.sorters ?? []),
    ...(input.resource.list.defaultSort ? [input.resource.list.defaultSort.field] : []),
    // a company's custom fields sort without a declaration: the resource file cannot know them
    ...overlayFieldsOf(input.schema).filter((f) => isScalar(input.schema.properties![f])),
  ]);
  const sort = query.sort.length ? query.sort : input.resource.list.defaultSort ? [input.resource.list.defaultSort] : [];
  const orderBy: SQL[] = [];
  for (const s of sort) {
    const fx = sortable.has(s.field) ? expr(s.field) : null;
    if (!fx) {
      errors.push(fieldError(`sort.${s.field}`, 'sortField'));
      continue;
    }
    // case-insensitive for text, so "alicante" sorts next to "Almería"
    const key = fx.isText ? sql`lower(${fx.expr})` : sql`${fx.expr}`;
    orderBy.push(s.order === 'desc' ? sql`${desc(key)} nulls last` : sql`${asc(key)} nulls last`);
  }
  orderBy.push(asc(input.table.id) as SQL);

  if (errors.length) throw validationError(errors);
  return { where, orderBy };
}

/** One operator on one field: a condition, or the field errors explaining why the value is refused. */
function filterCondition(fx: FieldExpression, op: Operator, value: unknown): SQL | PendingFieldError[] {
  const path = `filters.${fx.field}`;
  if (!(OPERATORS as readonly string[]).includes(op)) return [fieldError(path, 'filterOperator')];
  const check = (v: unknown): PendingFieldError[] => {
    const validate = scalarValidator(fx.schema);
    return validate(v) ? [] : ajvToFieldErrors(validate.errors ?? [], path);
  };
  // drizzle's operators take a Column or SQL; typed as SQL here, a Column still binds through its own encoder at run time
  const ex = fx.expr as SQL;
  const param = (v: unknown) => (fx.isTimestamp && typeof v === 'string' ? new Date(v) : v);
  const contains = (v: unknown) => sql`${fx.expr} @> ${JSON.stringify([v])}::jsonb`;

  switch (op) {
    case 'null':
      if (typeof value !== 'boolean') return [fieldError(path, 'type')];
      if (fx.isArray) return value ? sql`(${fx.expr} is null or ${fx.expr} = '[]'::jsonb)` : sql`(${fx.expr} is not null and ${fx.expr} <> '[]'::jsonb)`;
      return value ? isNull(fx.expr) : isNotNull(fx.expr);
    case 'eq':
    case 'ne': {
      if (value === null) return op === 'eq' ? isNull(fx.expr) : isNotNull(fx.expr);
      const errors = check(value);
      if (errors.length) return errors;
      if (fx.isArray) return op === 'eq' ? contains(value) : sql`not coalesce(${contains(value)}, false)`;
      return op === 'eq' ? eq(ex, param(value)) : sql`${fx.expr} is distinct from ${bindIfParam(param(value), fx.expr)}`;
    }
    case 'contains': {
      if (typeof value !== 'string' || value.length > 200) return [fieldError(path, 'type')];
      if (!fx.isText || fx.isArray) return [fieldError(path, 'filterOperator')];
      return sql`${fx.expr} ilike ${containsPattern(value)}`;
    }
    case 'in': {
      if (!Array.isArray(value) || value.length > 500) return [fieldError(path, 'type')];
      const errors = value.flatMap(check);
      if (errors.length) return errors;
      if (value.length === 0) return sql`false`;
      if (fx.isArray) return or(...value.map(contains)) as SQL;
      return inArray(ex, value.map(param));
    }
    case 'gte':
    case 'lte': {
      if (fx.isArray) return [fieldError(path, 'filterOperator')];
      const errors = check(value);
      if (errors.length) return errors;
      return op === 'gte' ? gte(ex, param(value)) : lte(ex, param(value));
    }
    case 'between': {
      if (fx.isArray) return [fieldError(path, 'filterOperator')];
      if (!Array.isArray(value) || value.length !== 2) return [fieldError(path, 'type')];
      const errors = value.flatMap(check);
      if (errors.length) return errors;
      return and(gte(ex, param(value[0])), lte(ex, param(value[1]))) as SQL;
    }
  }
}
