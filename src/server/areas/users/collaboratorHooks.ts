import { forgetAuthRow } from '../../auth/authRowCache';
import { diffChanges } from '../../audit/auditLog';
import { collaboratorData } from '../webhooks/eventData';
import { emitEvent } from '../webhooks/emitEvent';
import type { ResourceHooks } from '../../engine/hooks';
import { ApiError } from '../../http/apiError';
import { assertContractLimit } from '../imports/contractLimit';
import { flattenCollaboratorBody } from './bodyShape';
import { assertCollaboratorRecord, conflictError, mainBranchErrors, takenValueErrors } from './collaboratorChecks';
import { registerCollaboratorRoutes } from './collaboratorRoutes';
import { customFieldErrors, readCustomFields } from './customFieldValues';
import { assertPinFree, nextDevicePin } from '../devices/people/pins';
import { lifecyclePersonOf, onPersonChanged, onPersonJoined } from '../devices/people/lifecycle';

/**
 * Collaborators (role `user`) through the generic engine: the team list shows active ones unless the caller filters
 * `role` or `active`; unit scoping (mainBranch) comes from the resource declaration. Create and update accept the
 * spec's nested body too; the checks below run inside the write's transaction, after the engine's scope, rule and
 * company-wide unique checks.
 */
export const collaboratorHooks: ResourceHooks = {
  defaultFilters: { role: 'user', active: true },

  normalizeBody: (body) => flattenCollaboratorBody(body),

  async beforeWrite({ tx, auth, record, before, schema }) {
    assertCollaboratorRecord(before);
    const branch = await mainBranchErrors(tx, auth.company.id, record, before);
    if (branch.length) throw new ApiError(400, 'BRANCH_NOT_EXISTS', { errors: branch });
    const lists = customFieldErrors(schema, await readCustomFields(tx, auth.company.id), record, before);
    if (lists.length) throw new ApiError(400, 'CUSTOM_FIELD_VALUE_INVALID', { errors: lists });
    const taken = await takenValueErrors(tx, auth.company.id, record, before);
    if (taken.length) throw conflictError(taken);
    // a new collaborator is active: it takes one of the contracted seats (the company row is locked until commit)
    if (!before) await assertContractLimit(tx, auth.company.id, 1, { lock: true });
    // device PIN: given automatically to a new collaborator, unique in the company (DEVICE_PIN_EXISTS)
    if (typeof record.devicePin === 'string' && record.devicePin !== before?.devicePin) await assertPinFree(tx, auth.company.id, record.devicePin, before ? String(before.id) : undefined);
    else if (!before && !record.devicePin) record.devicePin = await nextDevicePin(tx, auth.company.id);
    // a unit move, PIN or name change reaches the clocks (docs/api/devices.md)
    if (before) await onPersonChanged(tx, auth.company.id, lifecyclePersonOf(before), lifecyclePersonOf(record), auth.user.id);
    // subscribers hear of the change when it commits (the write's transaction holds the event: webhooks/emitEvent.ts)
    const changed = before ? Object.keys(diffChanges(before, record)) : [];
    if (changed.length) await emitEvent(tx, auth.company.id, 'collaborator.updated', collaboratorData(record, changed));
  },

  // onboarding: loaded on the clocks of their unit; subscribers hear of the new person
  async afterInsert({ tx, auth, record }) {
    await onPersonJoined(tx, auth.company.id, lifecyclePersonOf(record), auth.user.id);
    await emitEvent(tx, auth.company.id, 'collaborator.created', collaboratorData(record));
  },

  // the auth cache may hold this user's row (an administrator turned collaborator, a session's own row)
  afterWrite: ({ record }) => forgetAuthRow({ userId: String(record.id) }),

  routes: registerCollaboratorRoutes,
};
