/**
 * Drizzle tables. Every tenant-owned table carries company_id and is indexed on it (first column of every
 * filter index), so queries stay scoped and a large deployment can shard by company.
 * Column JS keys equal the JSON Schema property names of the entity, so the generic engine maps them 1:1;
 * properties a company adds through an overlay schema live in `extra` (jsonb).
 *
 * One file per area (this folder); `npm run db:generate` reads this index.
 */
export { companies, branchOffices, users } from './core';
export * from './platform';
export * from './auth';
export * from './attendance';
export * from './documents';
export * from './notifications';
export * from './devices';
export * from './workOrdersAndFlows';
export * from './service';
