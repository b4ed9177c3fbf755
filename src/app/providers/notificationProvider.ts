import type { NotificationProvider } from '@refinedev/core';
import { useNotificationProvider as useAntdNotificationProvider } from '@refinedev/antd';
import { App } from 'antd';
import { NOTIFICATION_DURATION_S } from '../shell/config';

/**
 * Refine notifications through antd's `App` context (themed, localized), lasting 5 s (spec §9). Undoable
 * "progress" notifications keep Refine's own countdown. As in @refinedev/antd, Refine's `description` is the title
 * and its `message` the text.
 */
export function useNotificationProvider(): NotificationProvider {
  const refine = useAntdNotificationProvider();
  const { notification } = App.useApp();
  return {
    open: (params) => {
      if (params.type === 'progress') return refine.open(params);
      notification.open({
        key: params.key,
        type: params.type,
        message: params.description ?? params.message,
        description: params.description ? params.message : undefined,
        duration: NOTIFICATION_DURATION_S,
      });
    },
    close: (key) => notification.destroy(key),
  };
}
