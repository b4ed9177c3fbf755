import type { WidgetProps } from '@rjsf/utils';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** RJSF widget for `HH:mm` times (pattern-declared): antd TimePicker, minutes in steps of 5. */
export function TimeWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder }: WidgetProps) {
  const parsed = typeof value === 'string' && value ? dayjs(value, 'HH:mm') : null;
  return (
    <TimePicker
      id={id}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      value={parsed?.isValid() ? parsed : null}
      placeholder={placeholder}
      disabled={disabled || readonly}
      onChange={(time) => onChange(time ? time.format('HH:mm') : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
