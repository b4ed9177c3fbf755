import { FilterDropdown } from '@refinedev/antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterOperator } from '../../../shared/listQuery';
import { translateOr, type Translate } from '../i18n';
import { DEFAULT_DATE_FORMAT } from '../render/formatDate';
import type { FieldKind } from '../schema/fieldKind';
import { enumOptions } from '../schema/localizeSchema';
import type { JsonSchema } from '../schema/types';
import { RefSelect } from './RefSelect';

type Keys = FilterDropdownProps['selectedKeys'] | unknown;
type Mapper = (keys: Keys, event: 'value' | 'onChange') => Keys;

const ISO_DATE = 'YYYY-MM-DD';

/** antd loses falsy filter keys: booleans travel as `[true]` / `[false]` and show as 'true' / 'false'. */
const booleanMapper: Mapper = (keys, event) => {
  if (event === 'value') {
    const v = Array.isArray(keys) ? keys[0] : keys;
    return v === undefined || v === null ? undefined : String(v);
  }
  return keys === undefined || keys === null ? [] : [keys === 'true' || keys === true];
};

/** Dates travel as ISO `YYYY-MM-DD` (no time zone shift) and show as dayjs values. */
const dateRangeMapper: Mapper = (keys, event) => {
  if (!Array.isArray(keys)) return event === 'value' ? undefined : [];
  if (event === 'value') return keys.map((k) => (k ? dayjs(k as string) : null));
  return keys.map((k) => (dayjs.isDayjs(k) ? (k as Dayjs).format(ISO_DATE) : k));
};

const dateMapper: Mapper = (keys, event) => {
  const v = Array.isArray(keys) ? keys[0] : keys;
  if (event === 'value') return v ? dayjs(v as string) : undefined;
  return dayjs.isDayjs(v) ? [(v as Dayjs).format(ISO_DATE)] : [];
};

interface FilterWidgetProps {
  dropdown: FilterDropdownProps;
  operator: FilterOperator;
  kind: FieldKind;
  prop: JsonSchema;
  t: Translate;
}

/** The filter dropdown of one column, chosen by the declared operator and the field kind. */
export function FilterWidget({ dropdown, operator, kind, prop, t }: FilterWidgetProps) {
  const dateFormat = translateOr(t, 'engine.format.date', DEFAULT_DATE_FORMAT);
  const placeholder = translateOr(t, 'engine.filter.placeholder', 'Filter');
  const yesNo = [
    { value: 'true', label: translateOr(t, 'engine.boolean.true', 'Yes') },
    { value: 'false', label: translateOr(t, 'engine.boolean.false', 'No') },
  ];
  const style = { minWidth: 240 };

  if (operator === 'null' || (kind === 'boolean' && operator === 'eq')) {
    return (
      <FilterDropdown {...dropdown} mapValue={booleanMapper as never}>
        <Select options={yesNo} allowClear placeholder={placeholder} style={style} />
      </FilterDropdown>
    );
  }
  if (operator === 'in' || (operator === 'eq' && (kind === 'enum' || kind === 'enumArray'))) {
    return (
      <FilterDropdown {...dropdown}>
        <Select
          mode={operator === 'in' ? 'multiple' : undefined}
          options={enumOptions(prop).map((o) => ({ value: o.value as string, label: o.label }))}
          allowClear
          placeholder={placeholder}
          style={style}
          optionFilterProp="label"
        />
      </FilterDropdown>
    );
  }
  if (kind === 'ref' || kind === 'refArray') {
    return (
      <FilterDropdown {...dropdown}>
        <RefSelect resource={String(prop['x-ref'] ?? prop.items?.['x-ref'])} placeholder={placeholder} style={style} />
      </FilterDropdown>
    );
  }
  if ((kind === 'date' || kind === 'datetime') && operator === 'between') {
    return (
      <FilterDropdown {...dropdown} mapValue={dateRangeMapper as never}>
        <DatePicker.RangePicker format={dateFormat} />
      </FilterDropdown>
    );
  }
  if (kind === 'date' || kind === 'datetime') {
    return (
      <FilterDropdown {...dropdown} mapValue={dateMapper as never}>
        <DatePicker format={dateFormat} />
      </FilterDropdown>
    );
  }
  if (kind === 'number') {
    return (
      <FilterDropdown {...dropdown}>
        <InputNumber placeholder={placeholder} style={style} />
      </FilterDropdown>
    );
  }
  return (
    <FilterDropdown {...dropdown}>
      <Input placeholder={placeholder} style={style} allowClear />
    </FilterDropdown>
  );
}
