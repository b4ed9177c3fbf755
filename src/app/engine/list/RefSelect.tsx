import { useSelect } from '@refinedev/antd';
import { Select, type SelectProps } from 'antd';
import { resourceByName } from '../resourceRegistry';
import { labelField, recordLabel } from '../render/RefLabels';

type RefSelectProps = Omit<SelectProps, 'options'> & { resource: string };

/** A Select of the records of another resource (x-ref), searched on the server by its label field. */
export function RefSelect({ resource, value, ...rest }: RefSelectProps) {
  const label = labelField(resource);
  const sortable = resourceByName(resource)?.list.sorters?.includes(label);
  const { selectProps } = useSelect({
    resource,
    optionLabel: recordLabel(resource) as never,
    sorters: sortable ? [{ field: label, order: 'asc' }] : [],
    optionValue: 'id' as never,
    defaultValue: value ?? undefined,
    pagination: { pageSize: 50, mode: 'server' },
    onSearch: (text) => (text ? [{ field: 'q', operator: 'contains', value: text }] : []),
    errorNotification: false,
  });
  return <Select {...selectProps} {...rest} value={value} allowClear showSearch style={{ minWidth: 220, ...rest.style }} />;
}
