import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginParams } from '../providers/authProvider';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LoginFormProps {
  onSubmit: (values: LoginParams) => void;
  pending: boolean;
  done: boolean;
  error: string | null;
}

/** Username or email and password (spec §5: both required; an email must be valid). */
export function LoginForm({ onSubmit, pending, done, error }: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <Form<LoginParams> layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={pending} size="large">
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" role="alert" /> : null}
      {done ? <Alert type="success" showIcon message={t('auth.login.loading')} style={{ marginBottom: 16 }} data-testid="login-success" /> : null}
      <Form.Item
        name="username"
        label={t('auth.login.username')}
        rules={[
          { required: true, whitespace: true, message: t('auth.validation.usernameRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value || !value.includes('@') || EMAIL.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('auth.validation.email'))),
          },
        ]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder={t('auth.login.usernamePlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="••••••••" />
      </Form.Item>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: -8, marginBottom: 20 }}>
        <Link to="/auth/forgot-password">{t('auth.login.forgotPassword')}</Link>
        <Link to="/auth/forgot-username">{t('auth.login.forgotUsername')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
