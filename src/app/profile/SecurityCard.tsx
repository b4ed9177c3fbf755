import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, List, Row, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiError, showFieldErrors } from '../admins/serverErrors';
import { RecoveryCodesList } from '../auth/mfa/RecoveryCodesList';
import { TotpEnrolForm } from '../auth/mfa/TotpEnrolForm';
import { securityApi, type MfaStatus, type Reauth } from './securityApi';

const errorText = (err: unknown): string => asApiError(err).message ?? '';

/** Turning the authenticator off or renewing the codes: the password and a current code prove it is the person. */
function ReauthActions({ onCodes, onDisabled }: { onCodes: (codes: string[]) => void; onDisabled: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Reauth>();
  const [busy, setBusy] = useState<'codes' | 'disable' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: 'codes' | 'disable') => {
    const values = await form.validateFields();
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'codes') onCodes((await securityApi.newRecoveryCodes(values)).recoveryCodes);
      else {
        await securityApi.disable(values);
        onDisabled();
      }
      form.resetFields();
    } catch (err) {
      showFieldErrors(form, err, ['currentPassword', 'code']);
      setFailure(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} disabled={busy !== null} data-testid="security-reauth">
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="currentPassword" label={t('profile.security.currentPassword')} rules={[{ required: true, message: t('profile.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('profile.security.code')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.mfa.codeRequired') }]}>
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} wrap justify="flex-end">
        <Button loading={busy === 'codes'} onClick={() => void run('codes').catch(() => undefined)} data-testid="security-new-codes">{t('profile.security.newCodes')}</Button>
        <Button danger loading={busy === 'disable'} onClick={() => void run('disable').catch(() => undefined)} data-testid="security-disable">{t('profile.security.disable')}</Button>
      </Flex>
    </Form>
  );
}

/** Passkeys (WebAuthn): another second factor, offered at sign-in instead of the code. */
function PasskeyList({ status, onChanged }: { status: MfaStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    work()
      .then(onChanged)
      .catch((err: unknown) => setFailure(err instanceof Error && err.name === 'NotAllowedError' ? t('auth.mfa.passkeyCancelled') : errorText(err)))
      .finally(() => setBusy(false));
  };
  return (
    <Flex vertical gap={8} data-testid="security-passkeys">
      <Typography.Text strong>{t('profile.security.passkeys')}</Typography.Text>
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
      {status.passkeys.length ? (
        <List
          size="small"
          dataSource={status.passkeys}
          renderItem={(p) => (
            <List.Item actions={[<Button key="remove" size="small" danger disabled={busy} onClick={() => act(() => securityApi.removePasskey(p.id))}>{t('profile.security.removePasskey')}</Button>]}>
              {p.name}
            </List.Item>
          )}
        />
      ) : <Typography.Text type="secondary">{t('profile.security.noPasskeys')}</Typography.Text>}
      <Flex gap={8}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} placeholder={t('profile.security.passkeyName')} disabled={busy} />
        <Button loading={busy} onClick={() => act(() => securityApi.addPasskey(name.trim() || t('profile.security.passkeyName')).then(() => setName('')))}>{t('profile.security.addPasskey')}</Button>
      </Flex>
    </Flex>
  );
}

/** /profile › Security: two-step sign-in with an authenticator app, its recovery codes, and turning it off. */
export function SecurityCard() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const load = useCallback(() => {
    securityApi.status().then(setStatus).catch((err: unknown) => setFailure(errorText(err)));
  }, []);
  useEffect(load, [load]);

  const body = () => {
    if (failure) return <Alert type="error" showIcon message={failure} />;
    if (!status) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (enrolling) {
      return (
        <Flex vertical gap={8}>
          <TotpEnrolForm
            start={securityApi.setup}
            confirm={async (code) => {
              setCodes((await securityApi.confirm(code)).recoveryCodes);
              setEnrolling(false);
              load();
            }}
            errorText={errorText}
            required={status.required}
          />
          <Button type="link" onClick={() => setEnrolling(false)}>{t('profile.security.cancel')}</Button>
        </Flex>
      );
    }
    return (
      <Flex vertical gap={16}>
        {status.required && !status.totpEnabled ? <Alert type="warning" showIcon message={t('profile.security.requiredHint')} /> : null}
        <Descriptions column={1} size="small" colon={false} labelStyle={{ width: 190 }}>
          <Descriptions.Item label={t('profile.security.authenticator')}>
            <Tag color={status.totpEnabled ? 'green' : 'default'} data-testid="security-status">{t(status.totpEnabled ? 'profile.security.on' : 'profile.security.off')}</Tag>
          </Descriptions.Item>
          {status.totpEnabled ? (
            <Descriptions.Item label={t('profile.security.codesLeft')}>
              <span data-testid="security-codes-left">{status.recoveryCodesLeft}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {codes ? <RecoveryCodesList codes={codes} /> : null}
        <PasskeyList status={status} onChanged={load} />
        {status.totpEnabled ? (
          <ReauthActions onCodes={(next) => { setCodes(next); load(); }} onDisabled={() => { setCodes(null); load(); }} />
        ) : (
          <Button type="primary" onClick={() => { setCodes(null); setEnrolling(true); }} data-testid="security-enrol">{t('profile.security.enrol')}</Button>
        )}
      </Flex>
    );
  };

  return (
    <Card title={t('profile.sections.security')} data-testid="profile-security">
      {body()}
    </Card>
  );
}
