import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { translateOr } from '../engine/i18n';
import { RefSelect } from '../engine/list/RefSelect';
import { DEFAULT_DATE_FORMAT } from '../engine/render/formatDate';
import type { WoFilters } from './urlFilters';

/** Search, status, unit and period of a work-order report; every change goes to the URL (urlFilters.ts). */
export function WoFilterBar({ value, onChange, show, searchPlaceholder }: {
  value: WoFilters; onChange: (next: Partial<WoFilters>) => void; show: { search?: boolean; status?: boolean; unit?: boolean; period?: boolean; clearPeriod?: boolean }; searchPlaceholder?: string;
}) {
  const { t } = useTranslation();
  const dateFormat = translateOr(t, 'engine.format.date', DEFAULT_DATE_FORMAT);
  return (
    <Space wrap size={8}>
      {show.search === false ? null : <Input.Search key={value.q ?? ""} allowClear placeholder={searchPlaceholder} defaultValue={value.q} onSearch={(q) => onChange({ q: q.trim() || undefined })} style={{ width: 260 }} data-testid="wo-search" />}
      {show.status ? (
        <Select
          mode="multiple" allowClear placeholder={t('workorders.report.allStatuses')} value={value.status} style={{ minWidth: 200 }}
          options={['open', 'in_progress', 'done', 'cancelled'].map((s) => ({ value: s, label: t(`workorders.enums.status.${s}`) }))}
          onChange={(status: string[]) => onChange({ status })} data-testid="wo-status"
        />
      ) : null}
      {show.unit ? (
        <RefSelect resource="branchoffices" allowClear placeholder={t('workorders.report.unit')} value={value.unit} onChange={(unit: string | undefined) => onChange({ unit: unit ?? undefined })} style={{ minWidth: 220 }} />
      ) : null}
      {show.period ? (
        <DatePicker.RangePicker
          format={dateFormat} allowEmpty={show.clearPeriod ? [true, true] : [false, false]} allowClear={!!show.clearPeriod}
          value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
          onChange={(v) => onChange({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
          data-testid="wo-period"
        />
      ) : null}
      {value.q || value.status.length || value.unit || (show.clearPeriod && (value.from || value.to)) ? (
        <Button type="link" onClick={() => onChange({ q: undefined, status: [], unit: undefined, ...(show.clearPeriod ? { from: undefined, to: undefined } : {}) })}>{t('workorders.report.clear')}</Button>
      ) : null}
    </Space>
  );
}
