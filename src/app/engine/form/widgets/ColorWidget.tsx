import type { WidgetProps } from '@rjsf/utils';
import { ColorPicker } from 'antd';
import { translateOr, useEngineI18n } from '../../i18n';

const PRESETS = ['#39e489', '#1677ff', '#722ed1', '#eb2f96', '#fa541c', '#faad14', '#13c2c2', '#8c8c8c'];

/** RJSF widget for `#rrggbb` colours: antd ColorPicker showing the hex code. */
export function ColorWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useEngineI18n();
  return (
    <div id={id}>
      <ColorPicker
        value={typeof value === 'string' && value ? value : undefined}
        showText
        format="hex"
        disabledAlpha
        disabled={disabled || readonly}
        onChangeComplete={(color) => onChange(color.toHexString())}
        presets={[{ label: translateOr(t, 'engine.form.colorPresets', 'Colours'), colors: PRESETS }]}
      />
    </div>
  );
}
