import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { postPhase, type PostPhase } from '../../shared/communication/postStates';

const COLORS: Record<PostPhase, string> = { DRAFT: 'default', SCHEDULED: 'blue', LIVE: 'green', EXPIRED: 'orange', BIN: 'red' };

/** A post's state as readers understand it: a published post is scheduled, on the billboard or expired by its dates. */
export function PostStatusTag({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const phase = postPhase(record, new Date());
  return <Tag color={COLORS[phase]} data-testid="post-phase">{t(`communication.phase.${phase}`)}</Tag>;
}
