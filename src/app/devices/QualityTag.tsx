import { Tag } from 'antd';
import { useTranslation } from '@refinedev/core';
import type { ConnectionQuality } from '../../shared/devices';

/** Spec §3 connection quality as a coloured tag: very good green, acceptable blue, slow orange, none red. */
export const QUALITY_COLORS: Record<ConnectionQuality, string> = { VERY_GOOD: 'green', ACCEPTABLE: 'blue', SLOW: 'orange', NONE: 'red' };

export function QualityTag({ quality }: { quality: ConnectionQuality | null | undefined }) {
  const { translate: t } = useTranslation();
  const q: ConnectionQuality = quality ?? 'NONE';
  return (
    <Tag color={QUALITY_COLORS[q] ?? 'default'} data-testid="device-quality" data-quality={q} style={{ marginInlineEnd: 0 }}>
      {t(`devices.enums.quality.${q}`)}
    </Tag>
  );
}
