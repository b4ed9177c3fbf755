import { Progress } from 'antd';

/**
 * The share of someone's worked time spent on work orders, its number always shown ("104 %"), red above 100 % (more
 * logged on orders than clocked). antd alone shows a ✕ instead of the number when red and a ✓ from 100 % on, which
 * read as "failed" and "done" rather than as a share.
 */
export function ShareBar({ share, size }: { share: number; size?: 'small' | 'default' }) {
  const percent = Math.round(share * 100);
  return <Progress percent={Math.min(percent, 100)} size={size} status={share > 1 ? 'exception' : 'normal'} format={() => `${percent} %`} data-testid="wo-share" />;
}
