import { CreditCardOutlined, KeyOutlined, QuestionOutlined, ScanOutlined, SmileOutlined } from '@ant-design/icons';
import { useTranslation } from '@refinedev/core';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  FINGERPRINT: <ScanOutlined />, FACE: <SmileOutlined />, CARD: <CreditCardOutlined />, PASSWORD: <KeyOutlined />, PALM: <ScanOutlined />, OTHER: <QuestionOutlined />,
};

/** How the person identified on the clock (the punch list's "biometry" column). */
export function VerifyMethodTag({ method }: { method: string | null | undefined }) {
  const { translate: t } = useTranslation();
  const m = method ?? 'OTHER';
  return <Tag icon={ICONS[m] ?? ICONS.OTHER} data-testid="punch-verify">{t(`devices.enums.verifyMethod.${m}`)}</Tag>;
}
