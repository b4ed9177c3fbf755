import { useNotification } from '@refinedev/core';
import { Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiError, fieldMessage } from './apiErrors';
import { roleApi } from './roleApi';
import { roleLabel } from './roleLabels';
import type { RoleHolder, RoleRecord } from './roleTypes';

interface UnassignAdministratorModalProps {
  role: RoleRecord;
  roles: RoleRecord[] | undefined;
  user: RoleHolder | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** Built-in roles a user may be moved to (owner is never given from here). */
const MOVABLE_BUILT_IN = ['administrator', 'manager', 'viewer'];

/** Take the role from a user: every dashboard user needs a role, so the one they get instead is chosen here. */
export function UnassignAdministratorModal({ role, roles, user, onClose, onDone }: UnassignAdministratorModalProps) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<{ moveTo?: string }>();
  const [saving, setSaving] = useState(false);
  const targets = (roles ?? []).filter((r) => r.key !== role.key && (!r.builtIn || MOVABLE_BUILT_IN.includes(r.key)));
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const submit = async ({ moveTo }: { moveTo?: string }) => {
    if (!user || !moveTo) return;
    setSaving(true);
    try {
      await roleApi.unassign(role.id, user.id, moveTo);
      notify?.({ type: 'success', message: t('roles.lead.unassigned'), description: name });
      onDone();
    } catch (err) {
      const message = fieldMessage(err, 'moveTo');
      if (message) form.setFields([{ name: 'moveTo', errors: [message] }]);
      else notify?.({ type: 'error', message: t('roles.lead.failed'), description: asApiError(err).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={t('roles.lead.unassignTitle', { name })}
      okText={t('roles.lead.unassign')}
      okButtonProps={{ danger: true }}
      cancelText={t('roles.editor.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('roles.lead.moveToHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="moveTo" label={t('roles.lead.moveTo')} rules={[{ required: true, message: t('roles.lead.moveToRequired') }]}>
          <Select data-testid="unassign-move-to" options={targets.map((r) => ({ value: r.key, label: roleLabel(t, r) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
