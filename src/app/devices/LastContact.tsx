import { useTranslation } from '@refinedev/core';
import { Tooltip, Typography } from 'antd';
import { translateOr } from '../engine/i18n';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';

/** "2 min ago" in the user's language (Intl, no extra dayjs plugin), from seconds elapsed. */
export function relativeTime(seconds: number, locale: string): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(-Math.round(seconds), 'second');
  if (abs < 3600) return rtf.format(-Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(-Math.round(seconds / 3600), 'hour');
  return rtf.format(-Math.round(seconds / 86_400), 'day');
}

/** A device's last contact: relative ("hace 8 s") with the exact date-time in the product's format under it. */
export function LastContact({ at, now = Date.now() }: { at: string | null | undefined; now?: number }) {
  const { translate: t, getLocale } = useTranslation();
  if (!at) return <Typography.Text type="secondary">{t('devices.list.never')}</Typography.Text>;
  const exact = formatDate(at, translateOr(t, 'engine.format.dateTime', DEFAULT_DATETIME_FORMAT));
  const seconds = Math.max(0, (now - new Date(at).getTime()) / 1000);
  return (
    <Tooltip title={exact}>
      <div style={{ lineHeight: 1.25 }}>
        <div>{relativeTime(seconds, getLocale() ?? 'es-ES')}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{exact}</Typography.Text>
      </div>
    </Tooltip>
  );
}
