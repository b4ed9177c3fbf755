import type { WidgetProps } from '@rjsf/utils';
import { RefSelect } from '../../list/RefSelect';

/** RJSF widget for `x-ref` fields: a Select of the referenced resource (multiple for arrays). */
export function RefSelectWidget({ id, value, onChange, onBlur, onFocus, options, disabled, readonly, placeholder, multiple }: WidgetProps) {
  const isMultiple = Boolean(options.multiple ?? multiple);
  return (
    <RefSelect
      id={id}
      resource={String(options.resource)}
      mode={isMultiple ? 'multiple' : undefined}
      value={isMultiple ? (Array.isArray(value) ? value : []) : (value ?? undefined)}
      disabled={disabled || readonly}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(next: unknown) => onChange(isMultiple ? (next ?? []) : (next ?? null))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
