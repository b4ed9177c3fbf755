import type { FilterOperator } from './listQuery';
import type { ModuleKey } from './modules';

/** `METHOD /path/:id` relative to /api, exactly as the spec lists it. */
export type EndpointSpec = `${'GET' | 'POST' | 'PATCH' | 'DELETE'} /${string}`;

export type MenuParent = 'team' | 'company' | 'communication' | 'users' | 'settings' | null;
/**
 * A sub-menu inside a group (spec §2: Team holds Licenses and Reports): entries naming the same section are shown
 * together under it, at the place of the first of them.
 */
export type MenuSection = 'licenses' | 'reports';

/**
 * One Refine resource, declared as plain data (no React: the server imports it too).
 * The client builds resources, routes, menu and generic pages from it; the server builds the
 * validated, permission-checked, tenant-scoped, audited routes from it.
 */
export interface ResourceDef {
  /** Refine resource name and i18n prefix: `<name>.title`, `<name>.fields.<field>` */
  name: string;
  /** Casbin object checked for every endpoint */
  module: ModuleKey;
  /** `$id` of the JSON Schema in schemas/<schema>.schema.json */
  schema: string;
  /** key of the rows in list answers: data.<collection> */
  collection: string;
  endpoints: {
    list?: EndpointSpec;
    one?: EndpointSpec;
    create?: EndpointSpec;
    update?: EndpointSpec;
    remove?: EndpointSpec;
  };
  /** Browser routes (exact spec routes where the spec names them). */
  routes: { list: string; create?: string; edit?: string; show?: string };
  /** the fields that name a record where another resource refers to it, joined by a space (default: the first list column) */
  labelFields?: string[];
  list: {
    columns: string[];
    /** operator per filterable field; the list page shows a filter for each */
    filters?: Record<string, FilterOperator>;
    /** sortable fields (server-side) */
    sorters?: string[];
    defaultSort?: { field: string; order: 'asc' | 'desc' };
    /** fields searched by the free-text box (`q`) */
    search?: string[];
  };
  /** RJSF uiSchema for the create/edit form */
  ui?: Record<string, unknown>;
  /** fields shown on the show page, in order (default: every schema property) */
  show?: string[];
  menu?: { parent: MenuParent; order: number; icon?: string; flag?: MenuFlag; section?: MenuSection };
  /** custom client pages by name, replacing a generic one (registered in src/app/customPages.ts) */
  custom?: { list?: string; show?: string; create?: string; edit?: string };
  /** multipart file fields accepted on create/update, e.g. { image: { maxBytes: 1048576, accept: ['image/png', …] } } */
  files?: Record<string, { maxBytes: number; accept: string[] }>;
  /** named domain rules from src/shared/rules, run by client and server before saving */
  rules?: string[];
  /** fields that must be unique within the company, with the error code to answer */
  unique?: Record<string, string>;
  /** unique fields checked within other fields' values (a hierarchy's name per type) instead of company-wide */
  uniqueWithin?: Record<string, string[]>;
  /** column holding the organisational unit, for unit-scoped roles (administrator, manager) */
  unitScope?: string;
  /** toast i18n keys (spec §8) */
  toasts?: { created?: string; updated?: string; deleted?: string };
  /** does the list answer come whole (no server paging), e.g. small parameter lists */
  canDelete?: boolean;
  /**
   * Where the records live. Default (`derived`): a table the engine derives from the schema and keeps in step at
   * start (src/server/engine/storage): typed columns, company_id, the indexes the filters, sorters, search and unique
   * fields need, and the list-cache trigger. `own`: a table designed by hand in src/server/db/schema/ (users,
   * branch offices), checked against the schema at start all the same.
   */
  storage?: { design?: 'derived' | 'own'; table?: string };
  /**
   * Texts of a resource declared outside the bundled locale files (a `*.resource.json` declaration): per locale,
   * the namespace `<name>` (`title`, `titles.*`, `fields.*`, `enums.*`). Served with the declaration
   * (`GET /api/resources`) and added to i18n by the browser, so a new resource needs no client rebuild.
   */
  labels?: Partial<Record<'es-ES' | 'en-US' | 'pt-BR', Record<string, unknown>>>;
}

/**
 * A menu entry shown only for companies whose flag (company.flags, spec §1) has a value (`equals`) or does not
 * (`not`): Company › Salary when documentsVersion is not V2, Documents when it is.
 */
export interface MenuFlag {
  name: string;
  equals?: unknown;
  not?: unknown;
}

/** Whether a company with these flags shows an entry with this condition (no condition: always). */
export function menuFlagAllows(flag: MenuFlag | undefined, flags: Record<string, unknown> | null | undefined): boolean {
  if (!flag) return true;
  const value = flags?.[flag.name];
  if ('equals' in flag) return value === flag.equals;
  if ('not' in flag) return value !== flag.not;
  return Boolean(value);
}

export const defineResource = (def: ResourceDef): ResourceDef => def;

/** Split `POST /branchoffices/getFiltered` into method and path. */
export function parseEndpoint(spec: EndpointSpec): { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string } {
  const [method, path] = spec.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  return { method, path };
}

/** Fill `:id` style parameters of a path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
