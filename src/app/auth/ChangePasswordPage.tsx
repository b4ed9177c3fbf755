import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { request, type ApiHttpError } from '../providers/http';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '../../shared/password';
import { loginPath } from '../shell/session/loginPath';
import { AuthCard } from './AuthCard';

interface Values {
  password: string;
  repeatPassword: string;
}

/** /auth/change-password/:userId/:resetToken — the link mailed by "forgot password". */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { userId = '', resetToken = '' } = useParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = async ({ password, repeatPassword }: Values) => {
    setPending(true);
    setError(null);
    try {
      await request('/auth/change-password', { method: 'POST', body: { userId, token: resetToken, password, repeatPassword } });
      setChanged(true);
    } catch (err) {
      const e = err as Partial<ApiHttpError>;
      const code = e.code ?? 'INTERNAL_ERROR';
      setError({ code, message: (e.statusCode ? e.message : undefined) || t(`errors.${code}`, { defaultValue: t('errors.INTERNAL_ERROR') }) });
    } finally {
      setPending(false);
    }
  };

  if (changed) {
    return (
      <AuthCard title={t('auth.changePassword.doneTitle')}>
        <Result
          status="success"
          subTitle={t('auth.changePassword.done')}
          style={{ padding: 0 }}
          extra={
            <Link to={loginPath()}>
              <Button type="primary">{t('auth.backToLogin')}</Button>
            </Link>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.changePassword.title')} subtitle={t('auth.changePassword.subtitle')}>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="change-password-error"
          style={{ marginBottom: 16 }}
          message={error.message}
          description={error.code === 'RESET_LINK_EXPIRED' ? <Link to="/auth/forgot-password">{t('auth.changePassword.requestAgain')}</Link> : undefined}
        />
      ) : null}
      <Form<Values> layout="vertical" requiredMark={false} onFinish={submit} disabled={pending} size="large">
        <Form.Item
          name="password"
          label={t('auth.changePassword.password')}
          extra={<Typography.Text type="secondary">{t('auth.changePassword.rules', { min: PASSWORD_MIN_LENGTH })}</Typography.Text>}
          rules={[
            { required: true, message: t('auth.validation.passwordRequired') },
            { validator: (_, v: string | undefined) => (!v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('errors.PASSWORD_WEAK')))) },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('auth.changePassword.repeatPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.validation.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('errors.PASSWORD_MISMATCH'))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('auth.changePassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
