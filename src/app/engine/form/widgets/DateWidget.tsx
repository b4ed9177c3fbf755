import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { translateOr, useEngineI18n } from '../../i18n';
import { DEFAULT_DATE_FORMAT } from '../../render/formatDate';

/** RJSF widget for `format: date`: antd DatePicker shown in the locale's pattern, stored as ISO `YYYY-MM-DD`. */
export function DateWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder }: WidgetProps) {
  const { t } = useEngineI18n();
  const parsed = typeof value === 'string' && value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={translateOr(t, 'engine.format.date', DEFAULT_DATE_FORMAT)}
      value={parsed?.isValid() ? parsed : null}
      placeholder={placeholder || translateOr(t, 'engine.form.pickDate', '')}
      disabled={disabled || readonly}
      onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
