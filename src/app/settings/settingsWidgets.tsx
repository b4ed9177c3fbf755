import type { WidgetProps } from '@rjsf/utils';
import { InputNumber, Space, Switch, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from '../shell/locale/formatNumber';

/** The schema's `x-unit` (minutes, hours, celsius) as a short translated suffix, from the form's `unitsNs`. */
function useUnit(schema: WidgetProps['schema'], registry?: WidgetProps['registry']): string | undefined {
  const { t } = useTranslation();
  const unit = (schema as Record<string, unknown>)['x-unit'];
  const ns = (registry?.formContext as { unitsNs?: string } | undefined)?.unitsNs ?? 'settings';
  return typeof unit === 'string' ? t(`${ns}.units.${unit}`) : undefined;
}

/** Arrow keys move by whole units; a finer `multipleOf` (0.25 h) is typed, and shown without padding zeros (5.5, not 5.50). */
const stepOf = (schema: WidgetProps['schema']) => (typeof schema.multipleOf === 'number' && schema.multipleOf > 1 ? schema.multipleOf : 1);

/** A number in its unit (`x-unit`), e.g. "30 min". */
export function UnitNumberWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, schema, registry }: WidgetProps) {
  const unit = useUnit(schema, registry);
  return (
    <InputNumber
      id={id}
      value={typeof value === 'number' ? value : null}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      step={stepOf(schema)}
      decimalSeparator={decimalSeparatorOf()}
      addonAfter={unit}
      disabled={disabled || readonly}
      style={{ width: 180 }}
      onChange={(v) => onChange(v === null ? undefined : v)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/**
 * A setting where -1 means "unset" (spec §9): a switch "set a value" and the number in its unit. Turning the switch
 * off stores -1; turning it on brings back the last value shown (0 the first time).
 */
export function UnsetNumberWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, schema, registry }: WidgetProps) {
  const { t } = useTranslation();
  const unit = useUnit(schema, registry);
  // an emptied number stays "set" (the field shows empty) until the switch is turned off
  const isSet = value !== -1;
  const last = useRef<number>(typeof value === 'number' && value >= 0 ? value : 0);
  if (typeof value === 'number' && value >= 0) last.current = value;
  return (
    <Space wrap>
      <Switch
        id={`${id}__set`}
        checked={isSet}
        disabled={disabled || readonly}
        aria-label={t('settings.setValue')}
        title={t('settings.setValue')}
        onChange={(on) => onChange(on ? last.current : -1)}
      />
      {isSet ? (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          min={0}
          step={stepOf(schema)}
          decimalSeparator={decimalSeparatorOf()}
          addonAfter={unit}
          disabled={disabled || readonly}
          style={{ width: 180 }}
          onChange={(v) => onChange(v === null ? undefined : v)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ) : (
        <Typography.Text type="secondary" id={id}>{t('settings.unset')}</Typography.Text>
      )}
    </Space>
  );
}

export const SETTINGS_WIDGETS = { unsetNumber: UnsetNumberWidget, unitNumber: UnitNumberWidget };
