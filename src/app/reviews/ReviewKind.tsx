import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The kind of error as its localized label, with the short explanation below (and in a tooltip when compact). */
export function ReviewKind({ kind, compact }: { kind: string; compact?: boolean }) {
  const { t } = useTranslation();
  const label = t(`workdays.warnings.${kind}.label`, { defaultValue: kind });
  const help = t(`workdays.warnings.${kind}.help`, { defaultValue: '' });
  if (compact) {
    return (
      <Tooltip title={help}>
        <Tag color="warning" style={{ marginInlineEnd: 0 }}>{label}</Tag>
      </Tooltip>
    );
  }
  return (
    <div style={{ maxWidth: 230 }}>
      <Tag color="warning" style={{ marginInlineEnd: 0 }}>{label}</Tag>
      {help ? <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12, whiteSpace: 'normal' }}>{help}</Typography.Paragraph> : null}
    </div>
  );
}

const STATUS_COLORS: Record<string, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/** PENDING / APPROVED / REJECTED as a coloured tag. */
export function ReviewStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]} data-testid="review-status" style={{ marginInlineEnd: 0 }}>{t(`reviews.status.${status}`)}</Tag>;
}
