import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginError } from '../loginError';
import type { LoginAnswer } from '../../shell/session/loadSession';
import { confirmLoginEnrolment, startLoginEnrolment, type MfaStep } from './mfaApi';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpEnrolForm } from './TotpEnrolForm';

/**
 * The company requires a second factor of this person, who has none: enrol an authenticator app now; the sign-in
 * finishes once the recovery codes have been seen.
 */
export function EnrolStep({ step, onDone, onRestart, busy }: { step: MfaStep; onDone: (answer: LoginAnswer) => void; onRestart: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [finished, setFinished] = useState<(LoginAnswer & { recoveryCodes: string[] }) | null>(null);
  if (finished) {
    return (
      <Flex vertical gap={12}>
        <RecoveryCodesList codes={finished.recoveryCodes} />
        <Button type="primary" block size="large" loading={busy} onClick={() => onDone(finished)} data-testid="mfa-continue">{t('auth.mfa.continue')}</Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      <TotpEnrolForm
        start={() => startLoginEnrolment(step.challengeId)}
        confirm={async (code) => setFinished(await confirmLoginEnrolment(step.challengeId, code))}
        errorText={(err) => loginError(err).message}
        required
      />
      <Button type="link" block onClick={onRestart}>{t('auth.backToLogin')}</Button>
    </Flex>
  );
}
