import { SaveOutlined } from '@ant-design/icons';
import { useNotification, useWarnAboutChange } from '@refinedev/core';
import { Alert, Button, Flex, Form, Input, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../shell/PageSpinner';
import { asApiError, fieldMessage, refusedCells } from './apiErrors';
import { toCells, toGrants, type Cell } from './matrixModel';
import { PermissionMatrix } from './PermissionMatrix';
import { roleApi } from './roleApi';
import { rolePaths } from './roleLabels';
import { RolePageFrame } from './RolePageFrame';
import type { RoleRecord } from './roleTypes';
import { useCallerGrants } from './useCallerGrants';
import { useRole } from './useRoleQueries';

const NAME_MAX = 80;
const DESCRIPTION_MAX = 500;

interface FormValues {
  name: string;
  description?: string;
}

/** Name, description and the matrix; creates (no `initial`) or saves an existing company role. */
function RoleForm({ initial }: { initial?: RoleRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useNotification();
  const { setWarnWhen } = useWarnAboutChange();
  const { ownerLevel, mayGrant } = useCallerGrants();
  const [form] = Form.useForm<FormValues>();
  const [cells, setCells] = useState<Set<Cell>>(() => toCells(initial?.permissions ?? []));
  const [refused, setRefused] = useState<Set<Cell>>(new Set());
  const [saving, setSaving] = useState(false);
  // navigate once the "unsaved changes" guard has seen the save, or it would ask to leave a saved form
  const [savedId, setSavedId] = useState<string>();
  useEffect(() => {
    if (savedId) navigate(rolePaths.view(savedId));
  }, [savedId, navigate]);

  const changeCells = (next: Set<Cell>) => {
    setCells(next);
    setRefused(new Set());
    setWarnWhen(true);
  };

  const save = async (values: FormValues) => {
    setSaving(true);
    const input = { name: values.name.trim(), description: values.description?.trim() || null, permissions: toGrants(cells) };
    try {
      const saved = initial ? await roleApi.update(initial.id, input) : await roleApi.create(input);
      setWarnWhen(false);
      open?.({ type: 'success', message: t(initial ? 'roles.editor.updated' : 'roles.editor.created'), description: saved.name });
      setSavedId(saved.id);
    } catch (err) {
      const nameError = fieldMessage(err, 'name');
      if (nameError) form.setFields([{ name: 'name', errors: [nameError] }]);
      setRefused(refusedCells(err));
      if (!nameError) open?.({ type: 'error', message: t('roles.editor.saveFailed'), description: asApiError(err).message });
    } finally {
      setSaving(false);
    }
  };

  const buttons = (where: 'top' | 'bottom') => (
    <Space>
      <Button onClick={() => navigate(initial ? rolePaths.view(initial.id) : rolePaths.list)}>{t('roles.editor.cancel')}</Button>
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => form.submit()} data-testid={`role-save-${where}`}>
        {t('roles.editor.save')}
      </Button>
    </Space>
  );

  return (
    <RolePageFrame
      title={initial ? `${t('roles.editor.editTitle')}: ${initial.name}` : t('roles.editor.createTitle')}
      back={initial ? rolePaths.view(initial.id) : undefined}
      extra={buttons('top')}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ name: initial?.name ?? '', description: initial?.description ?? '' }}
        onValuesChange={() => setWarnWhen(true)}
        onFinish={save}
        style={{ maxWidth: 1080 }}
      >
        <Form.Item
          name="name"
          label={t('roles.editor.name')}
          rules={[{ required: true, whitespace: true, message: t('roles.editor.nameRequired') }]}
        >
          <Input id="role-name" maxLength={NAME_MAX} placeholder={t('roles.editor.namePlaceholder')} autoFocus={!initial} />
        </Form.Item>
        <Form.Item name="description" label={t('roles.editor.description')}>
          <Input.TextArea id="role-description" maxLength={DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} placeholder={t('roles.editor.descriptionPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('roles.editor.permissions')} required>
          <Space direction="vertical" size="small" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('roles.editor.permissionsHelp')}</Typography.Text>
            <Typography.Text strong data-testid="grant-count">{t('roles.editor.selected', { count: cells.size })}</Typography.Text>
            {refused.size > 0 && <Alert type="error" showIcon message={t('roles.editor.notAllowed')} description={t('errors.ROLE_NOT_ALLOWED')} />}
            {cells.size === 0 && <Alert type="info" showIcon message={t('roles.editor.noGrants')} />}
            {ownerLevel || mayGrant ? (
              <PermissionMatrix value={cells} onChange={changeCells} mayChange={mayGrant} marked={refused} />
            ) : (
              <PageSpinner />
            )}
          </Space>
        </Form.Item>
        <Flex justify="flex-end">{buttons('bottom')}</Flex>
      </Form>
    </RolePageFrame>
  );
}

function EditRole({ id }: { id: string }) {
  const { t } = useTranslation();
  const { role, loading, error } = useRole(id);
  if (loading) return <PageSpinner />;
  if (error || !role) {
    const status = asApiError(error).statusCode;
    return <Result status={status === 403 ? '403' : '404'} title={status === 403 ? t('errors.FORBIDDEN') : t('roles.editor.notFound')} extra={<Link to={rolePaths.list}>{t('roles.view.backToList')}</Link>} />;
  }
  if (role.builtIn) {
    return (
      <RolePageFrame title={t(`roles.builtIn.${role.key}.name`)}>
        <Alert type="info" showIcon message={t('roles.editor.builtInReadOnly')} action={<Link to={rolePaths.view(role.id)}>{t('roles.list.view')}</Link>} />
      </RolePageFrame>
    );
  }
  // keyed: opening another role's editor starts from that role, not from the last one's edits
  return <RoleForm key={role.id} initial={role} />;
}

/** /roles/new, /new-roles/new (create) and /roles/edit/:id, /new-roles/edit/:id (edit). */
export default function RoleEditorPage() {
  const { id } = useParams();
  return id ? <EditRole id={id} /> : <RoleForm />;
}
