import { DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKDAY_WARNINGS } from '../../shared/workday';
import { UnitFilter } from './UnitFilter';

/** What the filter bar edits (the list's `filters` without the status). */
export interface ReviewFilterValues {
  branch?: string;
  kind?: string;
  date?: { gte: string; lte: string };
  q?: string;
}

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The filters every review screen shares: unit (with its sub-units), kind of error, workday dates, name or document. */
export function ReviewFilterBar({ value, onChange, extra }: { value: ReviewFilterValues; onChange: (next: ReviewFilterValues) => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const set = (patch: Partial<ReviewFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Space wrap data-testid="review-filters">
      <Input.Search
        allowClear
        maxLength={200}
        placeholder={t('reviews.filters.search')}
        aria-label={t('reviews.filters.search')}
        style={{ width: 260 }}
        defaultValue={value.q}
        onSearch={(text) => set({ q: text.trim() || undefined })}
        data-testid="review-search"
      />
      <UnitFilter value={value.branch} onChange={(branch) => set({ branch })} testId="review-branch" />
      <Select
        allowClear
        value={value.kind}
        placeholder={t('reviews.filters.kind')}
        aria-label={t('reviews.filters.kind')}
        options={WORKDAY_WARNINGS.map((k) => ({ value: k, label: t(`workdays.warnings.${k}.label`) }))}
        onChange={(v?: string) => set({ kind: v || undefined })}
        style={{ width: 210 }}
        popupMatchSelectWidth={false}
        data-testid="review-kind"
      />
      <DatePicker.RangePicker
        allowClear
        value={value.date ? [dayjs(value.date.gte), dayjs(value.date.lte)] : null}
        format={t('engine.format.date')}
        placeholder={[t('reviews.filters.from'), t('reviews.filters.to')]}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(v) => set({ date: v?.[0] && v[1] ? { gte: fmt(v[0]), lte: fmt(v[1]) } : undefined })}
        data-testid="review-dates"
      />
      {extra}
    </Space>
  );
}
