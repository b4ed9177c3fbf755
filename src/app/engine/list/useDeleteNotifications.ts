import type { HttpError } from '@refinedev/core';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';

/**
 * DeleteButton texts and notifications of a resource: the resource's delete toast on success; on failure the
 * server's localized message (e.g. 100002 "the unit has child units") with its code.
 */
export function useDeleteNotifications(def: ResourceDef) {
  const { t } = useEngineI18n();
  return {
    confirmTitle: translateOr(t, 'engine.delete.confirm', 'Delete?'),
    confirmOkText: translateOr(t, 'engine.delete.ok', 'Delete'),
    confirmCancelText: translateOr(t, 'engine.delete.cancel', 'Cancel'),
    successNotification: () => ({ type: 'success' as const, message: translateOr(t, def.toasts?.deleted ?? 'toasts.Deleted', 'Deleted') }),
    errorNotification: (err?: unknown) => {
      const error = err as HttpError | undefined;
      return {
        type: 'error' as const,
        message: translateOr(t, 'engine.delete.failed', 'Could not delete'),
        description: error?.code ? `${error.message} (${String(error.code)})` : error?.message,
      };
    },
  };
}
