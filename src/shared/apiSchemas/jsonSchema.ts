/**
 * Typing for the request-body schemas shared by server and browser: each is a `const` JSON Schema with an `$id`
 * (`api.<area>.<name>`), the server validates against it by `$ref`, and `FromSchema` derives the TypeScript shape the
 * route handler and the client both use. Only the keywords our bodies use are read (type, properties, required,
 * items, enum, const, anyOf, patternProperties); anything else types as `unknown`, never wrongly.
 */

export interface ApiSchema {
  readonly $id: `api.${string}`;
  readonly [keyword: string]: unknown;
}

/** The route's `body: ref(SCHEMA)`: Fastify resolves it against the schemas registered with addSchema. */
export const ref = (schema: ApiSchema) => ({ $ref: `${schema.$id}#` }) as const;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type Primitive<T> = T extends 'string' ? string
  : T extends 'number' | 'integer' ? number
  : T extends 'boolean' ? boolean
  : T extends 'null' ? null
  : never;

type RequiredKeys<S> = S extends { required: readonly (infer R)[] } ? R : never;

type ObjectOf<S> = S extends { properties: infer P }
  ? Simplify<
    { -readonly [K in keyof P as K extends RequiredKeys<S> ? K : never]: FromSchema<P[K]> }
    & { -readonly [K in keyof P as K extends RequiredKeys<S> ? never : K]?: FromSchema<P[K]> }
  >
  : S extends { patternProperties: infer PP } ? { [key: string]: FromSchema<PP[keyof PP]> }
    : Record<string, unknown>;

type OfType<S, T> = T extends 'object' ? ObjectOf<S>
  : T extends 'array' ? (S extends { items: infer I } ? FromSchema<I>[] : unknown[])
  : Primitive<T>;

/** The TypeScript type of the values a JSON Schema (declared `as const`) accepts. */
export type FromSchema<S> = S extends { const: infer C } ? C
  : S extends { enum: readonly (infer E)[] } ? E
  : S extends { anyOf: readonly (infer A)[] } ? (A extends unknown ? FromSchema<A> : never)
  : S extends { type: readonly (infer T)[] } ? OfType<S, T>
  : S extends { type: infer T } ? OfType<S, T>
  : S extends { properties: object } ? ObjectOf<S>
  : unknown;
