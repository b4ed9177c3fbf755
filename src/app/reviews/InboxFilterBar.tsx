import { useCustom } from '@refinedev/core';
import { DatePicker, Segmented, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { UnitFilter } from './UnitFilter';

export type InboxType = 'all' | 'workdays' | 'dayoffs';

/** What the inbox filters: the kind of item, unit (with sub-units), reason (absences only), dates. */
export interface InboxFilters {
  type: InboxType;
  branch?: string;
  typeId?: string;
  date?: { gte: string; lte: string };
}

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The approvals inbox's filter bar; `types` lists the kinds the caller may see (one kind: no type switch). */
export function InboxFilterBar({ value, onChange, types }: { value: InboxFilters; onChange: (next: InboxFilters) => void; types: InboxType[] }) {
  const { t } = useTranslation();
  const showReasons = types.includes('dayoffs') && value.type !== 'workdays';
  const reasons = useCustom<{ typesOfDayoff: { id: string; title: string }[] }>({
    url: '/companies/typesOfDayoff', method: 'get', config: { query: { limit: 500 } },
    queryOptions: { enabled: showReasons }, errorNotification: false,
  });
  const set = (patch: Partial<InboxFilters>) => onChange({ ...value, ...patch });
  return (
    <Space wrap data-testid="inbox-filters">
      {types.length > 1 ? (
        <Segmented
          value={value.type}
          onChange={(v) => set({ type: v as InboxType })}
          options={types.map((k) => ({ value: k, label: t(`approvals.types.${k}`) }))}
          data-testid="inbox-type"
        />
      ) : null}
      <UnitFilter value={value.branch} onChange={(branch) => set({ branch })} />
      {showReasons ? (
        <Select
          allowClear showSearch optionFilterProp="label"
          value={value.typeId}
          placeholder={t('approvals.filters.reason')}
          aria-label={t('approvals.filters.reason')}
          options={(reasons.result.data?.typesOfDayoff ?? []).map((r) => ({ value: r.id, label: r.title }))}
          onChange={(v?: string) => set({ typeId: v || undefined })}
          style={{ width: 200 }}
          data-testid="inbox-reason"
        />
      ) : null}
      <DatePicker.RangePicker
        allowClear
        value={value.date ? [dayjs(value.date.gte), dayjs(value.date.lte)] : null}
        format={t('engine.format.date')}
        placeholder={[t('reviews.filters.from'), t('reviews.filters.to')]}
        onChange={(v) => set({ date: v?.[0] && v[1] ? { gte: fmt(v[0]), lte: fmt(v[1]) } : undefined })}
      />
    </Space>
  );
}
