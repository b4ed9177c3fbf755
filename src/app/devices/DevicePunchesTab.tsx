import { useTranslation } from '@refinedev/core';
import { Alert, App, Button, DatePicker, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { translateOr } from '../engine/i18n';
import { ExportButton } from '../engine/list/ExportButton';
import { RefSelect } from '../engine/list/RefSelect';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import { toListQuery } from '../engine/query/toListQuery';
import type { DevicePunch } from './devicesApi';
import { punchCrudFilters, punchFiltersFromUrl, punchFiltersToUrl, type PunchFilters } from './urlFilters';
import { useDevicePost } from './useDevicePost';
import { VerifyMethodTag } from './VerifyMethodTag';

const SORT = [{ field: 'localTime', order: 'desc' as const }];
const OUTCOME_COLORS: Record<string, string> = { STORED: 'green', REFUSED: 'red', UNKNOWN_PIN: 'orange', INACTIVE_USER: 'default' };

/**
 * Punches per device (spec §3 punch list): biometry, document, first and last name, date, time, registry, status and
 * units, paged on the server; the date range and the person live in the URL; the Excel export sends the same query.
 */
export function DevicePunchesTab({ deviceId }: { deviceId: string }) {
  const { translate: t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => punchFiltersFromUrl(params), [params]);
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const crud = punchCrudFilters(filters);
  const body = toListQuery({ filters: crud, sorters: SORT, pagination: { currentPage: page.current, pageSize: page.pageSize, mode: 'server' } });
  const { data, loading, error } = useDevicePost<{ punches: DevicePunch[]; count: number }>(`/devices/${deviceId}/punches/getFiltered`, body);
  const dateFormat = translateOr(t, 'engine.format.date', DEFAULT_DATE_FORMAT);

  const apply = (next: PunchFilters) => {
    setParams(punchFiltersToUrl(next, params), { replace: true });
    setPage((p) => ({ ...p, current: 1 }));
  };

  const columns: ColumnType<DevicePunch>[] = [
    { key: 'verify', title: t('devices.punches.biometry'), render: (_, r) => <VerifyMethodTag method={r.verifyMethod} /> },
    { key: 'doc', dataIndex: 'numberOfDocument', title: t('devices.punches.document'), render: (v) => v ?? '—' },
    {
      key: 'firstName', title: t('devices.punches.firstName'),
      render: (_, r) => (r.userId ? <Link to={`/team/daily-record/${r.userId}`}>{r.firstName}</Link> : <Tooltip title={t('devices.punches.unknownPin')}><Typography.Text type="secondary">PIN {r.pin}</Typography.Text></Tooltip>),
    },
    { key: 'lastName', dataIndex: 'lastName', title: t('devices.punches.lastName'), render: (v) => v ?? '' },
    { key: 'date', dataIndex: 'date', title: t('devices.punches.date'), render: (v) => <span data-testid="punch-date">{formatDate(v, dateFormat)}</span> },
    { key: 'time', dataIndex: 'time', title: t('devices.punches.time'), render: (v, r) => <Tooltip title={r.timeZone}><span data-testid="punch-time" style={{ fontVariantNumeric: 'tabular-nums' }}>{String(v ?? '').slice(0, 8)}</span></Tooltip> },
    {
      key: 'markType', title: t('devices.punches.registry'),
      render: (_, r) => (r.markType ? (
        <Space size={4}>
          <span>{t(`devices.enums.markType.${r.markType}`)}</span>
          {r.inferred ? <Tooltip title={t('devices.punches.inferredHint')}><Tag color="purple" data-testid="punch-inferred">{t('devices.punches.inferred')}</Tag></Tooltip> : null}
        </Space>
      ) : '—'),
    },
    {
      key: 'outcome', title: t('devices.punches.status'),
      render: (_, r) => {
        const tag = <Tag color={OUTCOME_COLORS[r.outcome] ?? 'default'} data-testid="punch-outcome" data-outcome={r.outcome}>{t(`devices.enums.outcome.${r.outcome}`)}</Tag>;
        return r.reason ? <Tooltip title={translateOr(t, `devices.enums.reason.${r.reason}`, r.reason)}>{tag}</Tooltip> : tag;
      },
    },
    { key: 'units', title: t('devices.punches.units'), render: (_, r) => (r.units?.length ? r.units.map((u) => <Tag key={u.id}>{u.name}</Tag>) : '—') },
  ];

  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null = filters.from || filters.to ? [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null] : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <DatePicker.RangePicker
          format={dateFormat}
          allowEmpty={[true, true]}
          value={range}
          onChange={(v) => apply({ ...filters, from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
          data-testid="punches-range"
        />
        <RefSelect resource="users" placeholder={t('devices.punches.personFilter')} value={filters.person} onChange={(person: string | undefined) => apply({ ...filters, person: person ?? undefined })} style={{ minWidth: 240 }} data-testid="punches-person" />
        {filters.from || filters.to || filters.person ? <Button type="link" onClick={() => apply({})}>{t('devices.filters.clear')}</Button> : null}
        <div style={{ flex: 1 }} />
        <ExportButton
          url={`/devices/${deviceId}/punches/export`} fallbackName="punches.xlsx" filters={crud} sorters={SORT}
          onFailed={(e) => message.error(`${translateOr(t, 'engine.list.exportFailed', 'Export failed')}: ${e.message}`)}
          data-testid="punches-export"
        />
      </div>
      {error ? <Alert type="error" showIcon message={t('devices.punches.loadError')} description={error.message} /> : null}
      <Table<DevicePunch>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.punches ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{ ...page, total: data?.count ?? 0, showSizeChanger: true, showTotal: (n) => <Tag>{t('devices.punches.count', { count: n })}</Tag>, onChange: (current, pageSize) => setPage({ current, pageSize }) }}
        data-testid="device-punches-table"
      />
    </Space>
  );
}
