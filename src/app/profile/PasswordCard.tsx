import { LockOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '../../shared/password';
import { getSession, setSession } from '../session';
import { asApiError, notice, showFieldErrors } from '../admins/serverErrors';
import { profileApi, type PasswordBody } from './profileApi';

const FIELDS = ['currentPassword', 'password', 'repeatPassword'] as const;

/**
 * Change one's own password (spec §5 rules, checked here with the server's messages and again by the server).
 * Other sessions end; this one carries on with the token the answer brings, so nobody is thrown out mid-task.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [form] = Form.useForm<PasswordBody>();
  const [saving, setSaving] = useState(false);

  const change = async (values: PasswordBody) => {
    setSaving(true);
    try {
      const { accessToken } = await profileApi.changePassword(values);
      const session = getSession();
      if (session) setSession({ ...session, accessToken });
      form.resetFields();
      open?.(notice('success', 'profile-password', t('toasts.PasswordUpdated'), t('profile.password.otherSessionsEnded')));
    } catch (err) {
      showFieldErrors(form, err, FIELDS);
      const e = asApiError(err);
      open?.(notice('error', 'profile-password', t('profile.password.failed'), e.message));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('profile.sections.password')} data-testid="profile-password">
      <Typography.Paragraph type="secondary">{t('profile.password.intro')}</Typography.Paragraph>
      <Form<PasswordBody> form={form} layout="vertical" disabled={saving} onFinish={(v) => void change(v)} style={{ maxWidth: 420 }}>
        <Form.Item name="currentPassword" label={t('profile.fields.currentPassword')} rules={[{ required: true, message: t('profile.required') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('profile.fields.password')}
          extra={t('profile.password.rules', { min: PASSWORD_MIN_LENGTH })}
          rules={[
            { required: true, message: t('profile.required') },
            { validator: (_, v?: string) => (!v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('errors.PASSWORD_WEAK')))) },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('profile.fields.repeatPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('profile.required') },
            ({ getFieldValue }) => ({
              validator: (_, v?: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('errors.PASSWORD_MISMATCH')))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-password-save">{t('profile.password.submit')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
