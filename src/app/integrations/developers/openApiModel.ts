/**
 * What the developers screen reads from an OpenAPI document (the company's, from GET /api/openapi.json): its calls
 * grouped by tag, its entity schemas with the company's own fields marked (absent from the product's document), and
 * ready-to-paste curl examples on this server's address. Pure functions: the page only renders them.
 */

export interface OpenApiDoc {
  paths?: Record<string, Record<string, { summary?: string; tags?: string[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface JsonSchema { type?: string | string[]; format?: string; title?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[] }

export interface Operation { method: string; path: string; summary: string; tag: string; hasBody: boolean }
export interface SchemaField { name: string; type: string; required: boolean; custom: boolean }

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every documented call, by tag (a call without one under `other`), tags and calls in a stable order. */
export function operationsByTag(doc: OpenApiDoc, search = ''): Map<string, Operation[]> {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const entry: Operation = { method: method.toUpperCase(), path, summary: op.summary ?? '', tag: op.tags?.[0] ?? 'other', hasBody: Boolean(op.requestBody) };
      if (needle && !`${entry.method} ${path} ${entry.summary} ${entry.tag}`.toLowerCase().includes(needle)) continue;
      const list = groups.get(entry.tag) ?? [];
      list.push(entry);
      groups.set(entry.tag, list);
    }
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** The entity schemas (JSON Schema ids such as `user`), without the route bodies the document also holds. */
export function entitySchemaIds(doc: OpenApiDoc): string[] {
  return Object.keys(doc.components?.schemas ?? {}).filter((id) => !id.startsWith('api.') && !id.startsWith('def-')).sort();
}

const typeOf = (s: JsonSchema): string => {
  const type = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null').join(' | ') : (s.type ?? 'object');
  if (type === 'array' && s.items) return `${typeOf(s.items)}[]`;
  if (s.enum) return `${type} (${s.enum.filter((v) => v !== null).map(String).join(', ')})`;
  return s.format ? `${type} (${s.format})` : type;
};

/** A schema's fields; `custom` marks those the product's own document lacks: the company's custom fields. */
export function schemaFields(company: OpenApiDoc, product: OpenApiDoc | undefined, id: string): SchemaField[] {
  const schema = company.components?.schemas?.[id];
  if (!schema?.properties) return [];
  const base = product?.components?.schemas?.[id]?.properties;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, field]) => ({
    name, type: typeOf(field), required: required.has(name), custom: Boolean(base) && !(name in (base ?? {})),
  }));
}

/** curl lines for the first steps of a developer: who am I, a page of collaborators, the company's document. */
export function curlExamples(apiBase: string, locale: string): { key: string; command: string }[] {
  const auth = `-H "Authorization: Bearer $HR_API_KEY" -H "Accept-Language: ${locale}"`;
  return [
    { key: 'list', command: `curl -s -X POST ${apiBase}/users/getFiltered \\\n  ${auth} \\\n  -H "Content-Type: application/json" \\\n  -d '{"skip":0,"limit":20,"sort":[{"field":"lastName","order":"asc"}]}'` },
    { key: 'one', command: `curl -s ${apiBase}/users/<id> \\\n  ${auth}` },
    { key: 'openapi', command: `curl -s ${apiBase}/openapi.json \\\n  ${auth} -o openapi.json` },
  ];
}
