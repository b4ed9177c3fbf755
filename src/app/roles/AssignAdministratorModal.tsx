import { useNotification } from '@refinedev/core';
import { Empty, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/session/useSession';
import { asApiError, fieldMessage } from './apiErrors';
import { roleApi } from './roleApi';
import { roleKeyLabel } from './roleLabels';
import type { RoleHolder, RoleRecord } from './roleTypes';
import { useRoleUsers } from './useRoleQueries';

interface AssignAdministratorModalProps {
  role: RoleRecord;
  roles: RoleRecord[] | undefined;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

interface AssignValues {
  userId?: string;
  allowedBranches?: string[];
}

/**
 * Give the role to an administrator, manager or viewer of the company. The role acts on allowed units, so the user's
 * current ones are proposed and at least one is required (J008 on the server otherwise).
 */
export function AssignAdministratorModal({ role, roles, open, onClose, onDone }: AssignAdministratorModalProps) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<AssignValues>();
  const [saving, setSaving] = useState(false);
  const candidates = useRoleUsers(role.id, 'candidates', open);
  const units = useSession()?.branchOffices ?? [];
  const byId = new Map((candidates.users ?? []).map((u) => [u.id, u]));

  const pick = (userId: string) => form.setFieldsValue({ allowedBranches: byId.get(userId)?.allowedBranches ?? [] });
  const optionLabel = (u: RoleHolder) => `${u.lastName}, ${u.firstName} (${u.username}) · ${roleKeyLabel(t, u.role, roles)}`;

  const submit = async (values: AssignValues) => {
    if (!values.userId) return;
    setSaving(true);
    try {
      await roleApi.assign(role.id, { userId: values.userId, allowedBranches: values.allowedBranches ?? [] });
      notify?.({ type: 'success', message: t('roles.lead.assigned'), description: optionLabel(byId.get(values.userId) as RoleHolder) });
      form.resetFields();
      onDone();
    } catch (err) {
      const fields = (['userId', 'allowedBranches'] as const).map((name) => ({ name, errors: fieldMessage(err, name) ? [fieldMessage(err, name) as string] : [] }));
      form.setFields(fields);
      if (fields.every((f) => !f.errors.length)) notify?.({ type: 'error', message: t('roles.lead.failed'), description: asApiError(err).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('roles.lead.assignTitle', { name: role.name })}
      okText={t('roles.lead.assign')}
      cancelText={t('roles.editor.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ disabled: !candidates.users?.length }}
    >
      {candidates.users && !candidates.users.length ? (
        <Empty description={t('roles.lead.noCandidates')} />
      ) : (
        <Form<AssignValues> form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item name="userId" label={t('roles.lead.user')} rules={[{ required: true, message: t('roles.lead.userRequired') }]}>
            <Select
              data-testid="assign-user"
              showSearch
              optionFilterProp="label"
              loading={candidates.loading}
              placeholder={t('roles.lead.userPlaceholder')}
              options={(candidates.users ?? []).map((u) => ({ value: u.id, label: optionLabel(u) }))}
              onChange={pick}
            />
          </Form.Item>
          <Form.Item
            name="allowedBranches"
            label={t('roles.lead.allowedBranches')}
            extra={t('roles.lead.allowedBranchesHelp')}
            rules={[{ required: true, type: 'array', min: 1, message: t('roles.lead.allowedBranchesRequired') }]}
          >
            <Select
              data-testid="assign-units"
              mode="multiple"
              showSearch
              optionFilterProp="label"
              options={units.map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
