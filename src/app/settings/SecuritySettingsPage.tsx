import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRoleLabel } from '../admins/roleText';
import { asApiError } from '../admins/serverErrors';
import { useDocumentTitle } from '../admins/useDocumentTitle';
import { request } from '../providers/http';

interface SecuritySettings {
  mfaRequiredRoles: string[];
  /** only the owner changes it */
  editable: boolean;
}

const ROLES = ['owner', 'administrator', 'manager', 'viewer'];

/** /settings/security: the roles that must sign in with a second factor (the owner changes it; others read it). */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.security.title'));
  const { open } = useNotification();
  const [settings, setSettings] = useState<SecuritySettings | null>(null);
  const [roles, setRoles] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    request<SecuritySettings>('/companies/config/security')
      .then((s) => {
        setSettings(s);
        setRoles(s.mfaRequiredRoles);
      })
      .catch((err: unknown) => setFailure(asApiError(err).message ?? ''));
  }, []);

  const save = () => {
    setSaving(true);
    request<SecuritySettings>('/companies/config/security', { method: 'PATCH', body: { mfaRequiredRoles: roles } })
      .then((s) => {
        setSettings(s);
        open?.({ type: 'success', key: 'security-save', message: t('settings.security.saved') });
      })
      .catch((err: unknown) => open?.({ type: 'error', key: 'security-save', message: asApiError(err).message ?? '' }))
      .finally(() => setSaving(false));
  };

  return (
    <div style={{ maxWidth: 800 }} data-testid="security-settings">
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('settings.security.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.security.intro')}</Typography.Paragraph>
      <Card title={t('settings.security.mfaRoles')}>
        {failure ? <Alert type="error" showIcon message={failure} /> : !settings ? <Skeleton active /> : (
          <Flex vertical gap={16}>
            {settings.editable ? null : <Alert type="info" showIcon message={t('settings.security.ownerOnly')} />}
            <Checkbox.Group value={roles} onChange={(v) => setRoles(v)} disabled={!settings.editable || saving} data-testid="security-mfa-roles">
              <Flex vertical gap={8}>
                {ROLES.map((role) => <Checkbox key={role} value={role}>{adminRoleLabel(t, role, null)}</Checkbox>)}
              </Flex>
            </Checkbox.Group>
            {settings.editable ? (
              <Flex justify="flex-end">
                <Button type="primary" loading={saving} onClick={save} data-testid="security-save">{t('settings.security.save')}</Button>
              </Flex>
            ) : null}
          </Flex>
        )}
      </Card>
    </div>
  );
}
