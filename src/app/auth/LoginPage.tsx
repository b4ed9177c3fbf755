import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../shell/config';
import { rememberLoginPath } from '../shell/session/loginPath';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { LoginSteps } from './mfa/LoginSteps';
import { useLoginFlow } from './useLoginFlow';

/** /auth/login */
export default function LoginPage() {
  const { t } = useTranslation();
  const flow = useLoginFlow({ onSuccess: () => rememberLoginPath(LOGIN_PATH) });
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginSteps flow={flow}>
        <LoginForm onSubmit={flow.submit} pending={flow.pending} done={flow.done} error={flow.error} />
      </LoginSteps>
    </AuthCard>
  );
}
