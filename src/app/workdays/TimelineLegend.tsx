import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIME_COLORS } from './timelineColors';

/** What the colours of the bars mean. */
export function TimelineLegend() {
  const { t } = useTranslation();
  const swatch = (key: keyof typeof TIME_COLORS) => (
    <Space key={key} size={6}>
      <span
        style={{
          display: 'inline-block', width: 18, height: 10, borderRadius: 2,
          ...(key === 'PLANNED' ? { border: `1.5px dashed ${TIME_COLORS.PLANNED}` } : { background: TIME_COLORS[key] }),
        }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`workdays.legend.${key}`)}</Typography.Text>
    </Space>
  );
  return <Space size={16} wrap>{(['WORKED', 'BREAK', 'LATER_ARRIVAL', 'EXTRA_HOURS', 'PLANNED'] as const).map(swatch)}</Space>;
}
