import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from '../../../auth/authContext';
import type { Db } from '../../../db/client';
import { anyUuid } from '../../../db/jsonRows';
import { users } from '../../../db/schema';
import type { ApiRecord } from '../../../engine/records';
import type { ResourceService } from '../../../engine/resourceService';
import { forbidden } from '../../../http/apiError';
import { unitScopeOf } from '../../../permissions/unitScope';
import type { QueueDevice } from '../commands/queue';

export const tags = ['devices'];
export const UUID = { type: 'string', format: 'uuid' } as const;
export const DEVICE_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: UUID } } as const;

export interface DeviceContext {
  auth: AuthContext;
  scope: Set<string> | null;
  device: ApiRecord;
  queue: QueueDevice;
  units: string[];
}

/**
 * The device a route acts on: of the caller's company and seen by their units (404 otherwise, as the engine); a
 * write needs every unit of the device in scope (403), like the engine's array unit scope.
 */
export async function deviceFor(api: FastifyInstance, service: ResourceService, request: FastifyRequest, id: string, write: boolean): Promise<DeviceContext> {
  const auth = requireAuth(request.auth);
  const scope = await unitScopeOf(api.db, auth);
  const device = service.toRecord(await service.findRow(api.db, auth, scope, id), auth);
  const units = (device.organizationalUnits as string[] | null) ?? [];
  if (write && scope && !units.every((u) => scope.has(u))) throw forbidden();
  return { auth, scope, device, units, queue: { id, companyId: auth.company.id, serialNumber: String(device.serialNumber) } };
}

/** Active people whose main unit is one of the device's units (and in the caller's scope): who belongs on it. */
export async function peopleOfUnits(db: Db, companyId: string, units: string[], scope: Set<string> | null): Promise<string[]> {
  const reachable = scope ? units.filter((u) => scope.has(u)) : units;
  if (!reachable.length) return [];
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), anyUuid(users.mainBranch, reachable)));
  return rows.map((r) => r.id);
}

/** The ids that are people of the company within the caller's units; any other → the caller gets 404. */
export async function peopleInScope(db: Db, companyId: string, ids: string[], scope: Set<string> | null): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: users.id, mainBranch: users.mainBranch }).from(users)
    .where(and(eq(users.companyId, companyId), anyUuid(users.id, [...new Set(ids)])));
  return new Set(rows.filter((r) => !scope || (r.mainBranch !== null && scope.has(r.mainBranch))).map((r) => r.id));
}

/** `col ?| array[...]`-free: a literal uuid[] parameter (one bound value whatever the count). */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
