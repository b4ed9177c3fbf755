import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { API_SCHEMAS } from '../../shared/apiSchemas';
import { addRangedDateFormats } from './dateFormats';

/**
 * Our `x-` schema keywords: annotations for the browser and OpenAPI, no validation meaning. Ajv runs in strict mode,
 * so each must be declared or compiling a schema that uses it fails. `x-overlay` marks a company custom field in an
 * effective schema, `x-labels` carries that field's texts per locale (docs/adding-a-customer-field.md). `x-secret`
 * (with writeOnly) marks a field stored encrypted and never answered (src/server/engine/secretFields.ts). `x-multiline` lets a short text field take line breaks (singleLineText.ts).
 */
export const ANNOTATION_KEYWORDS = [
  'x-ref', 'x-enumSource', 'x-file', 'x-widget', 'x-order', 'x-hidden', 'x-unit', 'x-group', 'x-overlay', 'x-labels',
  'x-secret', 'x-multiline',
] as const;

/**
 * Server Ajv options, chosen on purpose so the server agrees with the browser (RJSF's ajv8 neither coerces nor strips):
 * - coerceTypes false: `"12"` is not a number; a form sending the wrong type is a bug we want to see, not hide.
 * - removeAdditional false: an unknown property is answered 400 (conventions), never silently dropped.
 * - useDefaults true: create bodies get the schema defaults the form would show (update schemas carry no defaults).
 * - allErrors true: one answer lists every failing field, as the form shows them all. The DoS concern behind
 *   Fastify's default (allErrors false) is bounded here by bodyLimit and by maxLength/maxItems on our schemas.
 * - allowUnionTypes: our schemas use `type: ["string", "null"]` for clearable fields.
 * Query strings and path params are text by nature, so their instance coerces (`?limit=20` → 20); bodies never do.
 */
export const BODY_AJV_OPTIONS: Options = {
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
  allErrors: true,
  allowUnionTypes: true,
  // strict: unknown keywords and type mistakes in our schemas fail at start; `required` inside anyOf (login: username
  // or email) names properties declared at the parent, which strictRequired would refuse
  strict: true,
  strictRequired: false,
  keywords: [...ANNOTATION_KEYWORDS],
};

export const STRING_PARTS_AJV_OPTIONS: Options = { ...BODY_AJV_OPTIONS, coerceTypes: 'array' };

/** A configured Ajv (formats from ajv-formats: date, date-time with years 1900–2999, email, uuid, uri…). */
export function createAjv(options: Options = BODY_AJV_OPTIONS): Ajv {
  const ajv = new Ajv(options);
  addFormats(ajv);
  // dates and instants only in the years the product can store and find (dateFormats.ts)
  addRangedDateFormats(ajv);
  return ajv;
}

/**
 * Route validation with our two Ajv instances. Routes whose body is validated in the handler (the generic engine:
 * the schema depends on the caller's company) mark it with `x-handler-validated` and get a pass-through here.
 */
export function installValidatorCompiler(app: FastifyInstance): void {
  const bodyAjv = createAjv(BODY_AJV_OPTIONS);
  const stringAjv = createAjv(STRING_PARTS_AJV_OPTIONS);
  bodyAjv.addKeyword('x-handler-validated');
  stringAjv.addKeyword('x-handler-validated');
  // the areas' named schemas, which routes reference by `$ref` (src/shared/apiSchemas)
  for (const schema of API_SCHEMAS) [bodyAjv, stringAjv].forEach((ajv) => ajv.addSchema(schema));
  // many routes share one shape (`:id` params, list query strings): compiled once each, not once per route
  const compiled = new Map<string, ValidateFunction>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const s = schema as Record<string, unknown>;
    if (s['x-handler-validated']) return () => true;
    const body = httpPart === 'body';
    const key = `${body ? 'body' : 'text'}\u0000${JSON.stringify(s)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (body ? bodyAjv : stringAjv).compile(s) as ValidateFunction;
      compiled.set(key, validate);
    }
    return validate;
  });
}
