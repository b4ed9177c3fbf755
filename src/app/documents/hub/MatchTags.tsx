import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { confidenceLevel } from '../../../shared/documents/matching';

const LEVEL_COLOR = { high: 'green', medium: 'gold', none: 'default' } as const;
const STATUS_COLOR = { UNASSIGNED: 'red', MATCHED: 'blue', DELIVERED: 'green' } as const;

/** Why a document went to its person and how sure that is (documents.match.*); MANUAL: an administrator chose. */
export function MatchTags({ reason, confidence }: { reason: string; confidence: number }) {
  const { t } = useTranslation();
  const level = reason === 'MANUAL' ? 'high' : confidenceLevel(confidence);
  return (
    <Space size={4} wrap>
      <Tooltip title={t('documenthub.confidence', { percent: Math.round(confidence * 100) })}>
        <Tag color={LEVEL_COLOR[level]} data-testid="match-level">{reason === 'MANUAL' ? t('documenthub.manual') : t(`documents.match.confidence.${level}`)}</Tag>
      </Tooltip>
      <span style={{ color: 'rgba(0,0,0,0.55)' }}>{reason === 'MANUAL' ? '' : t(`documents.match.reasons.${reason}`)}</span>
    </Space>
  );
}

export function DocumentStatusTag({ status }: { status: keyof typeof STATUS_COLOR }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`documenthub.status.${status}`)}</Tag>;
}
