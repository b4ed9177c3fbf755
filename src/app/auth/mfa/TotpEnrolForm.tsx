import { Alert, Button, Flex, Form, Image, Input, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from './mfaApi';

interface TotpEnrolFormProps {
  /** asks the server for a new secret */
  start: () => Promise<TotpSetup>;
  /** sends the first code; rejects with the server's message */
  confirm: (code: string) => Promise<void>;
  errorText: (err: unknown) => string;
  /** the company requires a second step (the sign-in's enrolment, or a profile under that rule): the hint says so */
  required: boolean;
}

/** Scan the QR code (or type the secret) into an authenticator app, then type its code to turn it on. */
export function TotpEnrolForm({ start, confirm, errorText, required }: TotpEnrolFormProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ code: string }>();

  useEffect(() => {
    start().then(setSetup).catch((err: unknown) => setFailure(errorText(err)));
    // one secret per form shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = ({ code }: { code: string }) => {
    setFailure(null);
    setSending(true);
    confirm(code.trim())
      .catch((err: unknown) => {
        setFailure(errorText(err));
        form.resetFields();
      })
      .finally(() => setSending(false));
  };

  return (
    <Flex vertical gap={12} data-testid="mfa-enrol">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t(required ? 'auth.mfa.enrolHint' : 'auth.mfa.enrolHintOwn')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon role="alert" message={failure} data-testid="mfa-enrol-error" /> : null}
      {setup ? (
        <Flex vertical align="center" gap={8}>
          <Image src={setup.qrCode} alt={t('auth.mfa.qrAlt')} width={200} height={200} preview={false} data-testid="mfa-qr" />
          <Typography.Text type="secondary">{t('auth.mfa.secretLabel')}</Typography.Text>
          <Typography.Text code copyable data-testid="mfa-secret">{setup.secret}</Typography.Text>
        </Flex>
      ) : failure ? null : (
        <Skeleton.Image active style={{ width: 200, height: 200, margin: '0 auto' }} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={send} disabled={!setup || sending}>
        <Form.Item name="code" label={t('auth.mfa.code')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.mfa.codeRequired') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" data-testid="mfa-enrol-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending} data-testid="mfa-enrol-confirm">{t('auth.mfa.enable')}</Button>
      </Form>
    </Flex>
  );
}
