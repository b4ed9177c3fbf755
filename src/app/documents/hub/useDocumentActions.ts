import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { menuCountsChanged } from '../../shell/menu/menuCounts';
import type { DocumentActionHandlers } from './DocumentActions';
import { hubApi, type HubDocument } from './hubApi';

/**
 * What the review's buttons do, for the table and the one-document page: each call, then `onChanged` so the list
 * (and the envelope's counts) are read again; errors in the user's language.
 */
export function useDocumentActions(onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [preview, setPreview] = useState<HubDocument | null>(null);
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(t(done));
      onChanged();
      menuCountsChanged();
    } catch (err) {
      message.error((err as ApiHttpError).message || t('documenthub.failed'));
    }
  };
  const on: DocumentActionHandlers & { assign: (doc: HubDocument, userId: string | null) => void } = {
    preview: setPreview,
    validate: (doc) => void run(() => hubApi.validate(doc.id), 'documenthub.done.validated'),
    undo: (doc) => void run(() => hubApi.undoMatch(doc.id), 'documenthub.done.undone'),
    substitute: (doc, file) => void run(() => hubApi.substitute(doc.id, file), 'documenthub.done.substituted'),
    remove: (doc) => void run(() => hubApi.remove(doc.id), 'documenthub.done.removed'),
    assign: (doc, userId) => void run(() => hubApi.assign(doc.id, userId), userId ? 'documenthub.done.assigned' : 'documenthub.done.undone'),
  };
  return { on, preview, closePreview: () => setPreview(null) };
}
