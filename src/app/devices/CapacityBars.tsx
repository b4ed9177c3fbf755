import { useTranslation } from '@refinedev/core';
import { Progress, Tooltip, Typography } from 'antd';
import type { DeviceStatus } from './devicesApi';

const KINDS = [
  { used: 'users', max: 'maxUsers' },
  { used: 'fingers', max: 'maxFingers' },
  { used: 'faces', max: 'maxFaces' },
  { used: 'records', max: 'maxRecords' },
] as const;

/** Above this share used a bar turns orange, then red: the device is filling up. */
const colorOf = (percent: number) => (percent >= 90 ? '#ff4d4f' : percent >= 75 ? '#fa8c16' : undefined);

/** Spec §3 available space: users, fingerprints, faces and records used against the device's capacity. */
export function CapacityBars({ capacity, compact = true }: { capacity: DeviceStatus['capacity'] | undefined; compact?: boolean }) {
  const { translate: t, getLocale } = useTranslation();
  const fmt = new Intl.NumberFormat(getLocale() ?? 'es-ES');
  // in a list cell the maximum is short ("200 mil"); the tooltip and the show page give it whole
  const short = new Intl.NumberFormat(getLocale() ?? 'es-ES', { notation: 'compact', maximumFractionDigits: 1 });
  const rows = KINDS.filter((k) => typeof capacity?.[k.max] === 'number' && (capacity?.[k.max] ?? 0) > 0);
  if (!capacity || rows.length === 0) return <Typography.Text type="secondary">{t('devices.capacity.unknown')}</Typography.Text>;
  return (
    <div style={{ minWidth: compact ? 170 : 260 }} data-testid="device-capacity">
      {rows.map((k) => {
        const used = capacity[k.used] ?? 0;
        const max = capacity[k.max] ?? 0;
        const percent = Math.min(100, Math.round((used / max) * 100));
        const label = `${fmt.format(used)} / ${fmt.format(max)}`;
        const shown = compact ? `${fmt.format(used)} / ${short.format(max)}` : label;
        return (
          <Tooltip key={k.used} title={`${t(`devices.capacity.${k.used}`)}: ${label}`}>
            <div style={{ display: 'grid', gridTemplateColumns: compact ? '62px 48px auto' : '90px 1fr auto', alignItems: 'center', gap: 6, fontSize: compact ? 11 : 12, lineHeight: compact ? '15px' : '20px' }}>
              <Typography.Text type="secondary" style={{ fontSize: 'inherit' }}>{t(`devices.capacity.${k.used}`)}</Typography.Text>
              <Progress percent={percent} size="small" showInfo={false} strokeColor={colorOf(percent)} style={{ margin: 0 }} />
              <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{shown}</span>
            </div>
          </Tooltip>
        );
      })}
    </div>
  );
}
