import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { getSession } from '../session';
import { DEFAULT_HOME } from '../shell/config';
import { lastPath } from '../shell/session/lastPath';
import { lockedUser, type LockedUser } from '../shell/session/lock';
import { loginPath } from '../shell/session/loginPath';
import { AuthCard } from './AuthCard';
import { LoginSteps } from './mfa/LoginSteps';
import { useLoginFlow } from './useLoginFlow';

/** /auth/lockscreen — the current user enters the password again to get back to where they were. */
export default function LockscreenPage() {
  const { t } = useTranslation();
  // read once: the session may end while the page is open (wrong password), the greeting stays
  const [user] = useState<LockedUser | null>(() => lockedUser() ?? getSession()?.user ?? null);
  const navigate = useNavigate();
  // "not you?": sign out through the auth provider (loaded only now), then to the login
  const logout = () => {
    void import('../providers/authProvider')
      .then(({ authProvider }) => authProvider.logout({}))
      .then((answer) => navigate(answer.redirectTo ?? loginPath()));
  };
  const flow = useLoginFlow({ target: () => lastPath() ?? DEFAULT_HOME });
  if (!user) return <Navigate to={loginPath()} replace />;
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username;

  return (
    <AuthCard title={t('auth.lockscreen.title')} subtitle={t('auth.lockscreen.subtitle')} width={400}>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
        <Avatar size={72} src={user.imageUrl || undefined} icon={<UserOutlined />} style={{ background: '#d9f9e8', color: '#0b3b24' }} />
        <Typography.Text strong style={{ fontSize: 16 }}>
          {name}
        </Typography.Text>
      </Flex>
      <LoginSteps flow={flow}>
      <Form<{ password: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) => flow.submit({ username: user.username, password })}
        disabled={flow.pending}
        size="large"
      >
        {flow.error ? <Alert type="error" showIcon role="alert" message={flow.error} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={flow.pending}>
          {t('auth.lockscreen.unlock')}
        </Button>
        <Button type="link" block onClick={() => logout()} style={{ marginTop: 8 }}>
          {t('auth.lockscreen.notYou', { name: user.firstName || user.username })}
        </Button>
      </Form>
      </LoginSteps>
    </AuthCard>
  );
}
