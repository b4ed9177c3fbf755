import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginError } from '../loginError';
import type { LoginAnswer } from '../../shell/session/loadSession';
import { finishWithPasskey, finishWithSecondFactor, type MfaStep } from './mfaApi';

interface CodeStepProps {
  step: MfaStep;
  onDone: (answer: LoginAnswer) => void;
  onRestart: () => void;
  /** the session is loading */
  busy: boolean;
  error: string | null;
}

/** The second step of a sign-in: the 6 digits of the authenticator app, or one recovery code. */
export function CodeStep({ step, onDone, onRestart, busy, error }: CodeStepProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  const send = ({ code }: { code: string }) => {
    setFailure(null);
    setSending(true);
    finishWithSecondFactor({ challengeId: step.challengeId, ...(recovery ? { recoveryCode: code.trim() } : { code: code.trim() }) })
      .then(onDone)
      .catch((err: unknown) => {
        setFailure(loginError(err).message);
        form.resetFields();
      })
      .finally(() => setSending(false));
  };

  const withPasskey = () => {
    setFailure(null);
    setSending(true);
    finishWithPasskey(step.challengeId)
      .then(onDone)
      .catch((err: unknown) => setFailure(err instanceof Error && err.name === 'NotAllowedError' ? t('auth.mfa.passkeyCancelled') : loginError(err).message))
      .finally(() => setSending(false));
  };

  const shown = failure ?? error;
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={send} disabled={sending || busy} size="large" data-testid="mfa-code-step">
      <Typography.Paragraph type="secondary">{t(recovery ? 'auth.mfa.recoveryHint' : 'auth.mfa.codeHint')}</Typography.Paragraph>
      {shown ? <Alert type="error" showIcon role="alert" message={shown} style={{ marginBottom: 16 }} data-testid="login-error" /> : null}
      {step.methods.includes('totp') || recovery ? (<>
      <Form.Item
        name="code"
        label={t(recovery ? 'auth.mfa.recoveryCode' : 'auth.mfa.code')}
        rules={[recovery ? { required: true, whitespace: true, message: t('auth.mfa.recoveryRequired') } : { required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.mfa.codeRequired') }]}
      >
        {recovery ? (
          <Input autoComplete="off" autoFocus placeholder="XXXX-XXXX-XXXX" data-testid="mfa-recovery-input" />
        ) : (
          <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus placeholder="123456" data-testid="mfa-code-input" />
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending || busy} data-testid="mfa-submit">
        {t('auth.mfa.verify')}
      </Button>
      </>) : null}
      {step.methods.includes('webauthn') ? (
        <Button block icon={<KeyOutlined />} onClick={withPasskey} style={{ marginTop: 8 }} data-testid="mfa-passkey">{t('auth.mfa.usePasskey')}</Button>
      ) : null}
      {step.methods.includes('recoveryCode') ? (
        <Button type="link" block onClick={() => { setRecovery(!recovery); setFailure(null); form.resetFields(); }} data-testid="mfa-toggle-recovery">
          {t(recovery ? 'auth.mfa.useCode' : 'auth.mfa.useRecovery')}
        </Button>
      ) : null}
      <Button type="link" block onClick={onRestart}>{t('auth.backToLogin')}</Button>
    </Form>
  );
}
