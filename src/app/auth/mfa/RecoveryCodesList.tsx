import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Ten recovery codes, shown once: copy them somewhere safe. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="mfa-recovery-codes">
      <Alert type="warning" showIcon message={t('auth.mfa.recoveryCodesTitle')} description={t('auth.mfa.recoveryCodesHint')} />
      <Typography.Paragraph code copyable={{ text: codes.join('\n') }} style={{ whiteSpace: 'pre-wrap', fontSize: 15, marginBottom: 0 }}>
        {codes.join('\n')}
      </Typography.Paragraph>
      <Button onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>{t('auth.mfa.copyCodes')}</Button>
    </Flex>
  );
}
