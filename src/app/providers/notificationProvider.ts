import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { createElement } from 'react';
import { NOTIFICATION_DURATION_S } from '../shell/config';
import { UndoableNotice } from '../shell/notifications/UndoableNotice';

/**
 * Refine notifications through antd's `App` context (themed, localized), lasting 5 s (spec §9). As in
 * @refinedev/antd, Refine's `description` is the title and its `message` the text. Written here rather than taken
 * from @refinedev/antd so the login route does not load that whole package.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, type, message, description, cancelMutation, undoableTimeout }) => {
      if (type === 'progress') {
        notification.open({
          key,
          message: null,
          duration: 0,
          closeIcon: false,
          description: createElement(UndoableNotice, {
            message,
            secondsLeft: undoableTimeout ?? 0,
            onUndo: () => {
              cancelMutation?.();
              if (key) notification.destroy(key);
            },
          }),
        });
        return;
      }
      notification.open({
        key,
        type,
        message: description ?? message,
        description: description ? message : undefined,
        duration: NOTIFICATION_DURATION_S,
      });
    },
    close: (key) => notification.destroy(key),
  };
}
