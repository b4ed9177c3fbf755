import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../engine/list/RefSelect';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { vacationApi } from './vacationApi';

/** Assign a vacation matrix to many collaborators at once (each follows one matrix: this replaces theirs). */
export function AssignMatrixButton({ matrixId }: { matrixId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const allowed = useAllowed('vacationmatrices', 'edit');
  const [open, setOpen] = useState(false);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  if (!allowed) return null;
  const save = async () => {
    setSaving(true);
    try {
      const { updated } = await vacationApi.assign(matrixId, userIds) as { updated: number };
      message.success(t('vacation.bulk.done', { count: updated }));
      setOpen(false);
      setUserIds([]);
    } catch (err) {
      setError((err as ApiHttpError).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="assign-matrix">{t('vacation.bulk.button')}</Button>
      <Modal open={open} title={t('vacation.bulk.title')} onCancel={() => setOpen(false)} onOk={() => void save()} okButtonProps={{ disabled: !userIds.length }} confirmLoading={saving} destroyOnClose>
        <Form layout="vertical">
          <Form.Item label={t('vacation.bulk.people')} help={error ?? t('vacation.bulk.hint')} validateStatus={error ? 'error' : undefined}>
            <RefSelect id="assign_users" resource="users" mode="multiple" value={userIds} onChange={(v: string[]) => { setUserIds(v ?? []); setError(undefined); }} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
