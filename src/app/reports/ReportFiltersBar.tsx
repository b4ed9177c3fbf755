import { DatePicker, Select, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranches } from '../team/useBranches';
import { searchPeople, type PersonOption } from './reportsApi';

export interface FilterState {
  from: string;
  to: string;
  branch?: string;
  userIds: string[];
}

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The last whole month (the default range of every report). */
export function lastMonth(): { from: string; to: string } {
  const start = dayjs().subtract(1, 'month').startOf('month');
  return { from: fmt(start), to: fmt(start.endOf('month')) };
}

/** Date range (≤ 366 days), unit tree (the caller's units) and collaborators (searched on the server). */
export function ReportFiltersBar({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const { t } = useTranslation();
  const { tree } = useBranches();
  const [options, setOptions] = useState<PersonOption[]>([]);
  const [known, setKnown] = useState<Map<string, PersonOption>>(new Map());
  const seq = useRef(0);

  const search = (q: string) => {
    const mine = ++seq.current;
    searchPeople(q, value.branch)
      .then((list) => {
        if (mine !== seq.current) return;
        setOptions(list);
        setKnown((prev) => new Map([...prev, ...list.map((p) => [p.id, p] as const)]));
      })
      .catch(() => setOptions([]));
  };
  useEffect(() => { search(''); }, [value.branch]); // eslint-disable-line react-hooks/exhaustive-deps

  const label = (p: PersonOption) => `${p.firstName} ${p.lastName}${p.numberOfDocument ? ` · ${p.numberOfDocument}` : ''}`;
  const selectOptions = [
    ...value.userIds.filter((id) => !options.some((o) => o.id === id)).map((id) => known.get(id)).filter((p): p is PersonOption => !!p),
    ...options,
  ].map((p) => ({ value: p.id, label: label(p) }));

  return (
    <Space wrap size={[8, 8]} data-testid="report-filters">
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(value.from), dayjs(value.to)]}
        format={t('engine.format.date', { defaultValue: 'DD/MM/YYYY' })}
        aria-label={t('reports.filters.range')}
        disabledDate={(d, info) => !!info?.from && Math.abs(d.diff(info.from, 'day')) > 365}
        onChange={(range) => {
          if (range?.[0] && range[1]) onChange({ ...value, from: fmt(range[0]), to: fmt(range[1]) });
        }}
        data-testid="report-range"
      />
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        value={value.branch}
        placeholder={t('reports.filters.branch')}
        treeData={tree}
        onChange={(v?: string) => onChange({ ...value, branch: v || undefined })}
        style={{ width: 240 }}
        popupMatchSelectWidth={320}
        data-testid="report-branch"
      />
      <Select
        mode="multiple"
        allowClear
        showSearch
        filterOption={false}
        maxTagCount="responsive"
        value={value.userIds}
        placeholder={t('reports.filters.collaborators')}
        options={selectOptions}
        onSearch={search}
        onChange={(ids: string[]) => onChange({ ...value, userIds: ids })}
        style={{ width: 320 }}
        data-testid="report-people"
      />
    </Space>
  );
}
