import { formatNumber } from '../shell/locale/formatNumber';
import { Alert, DatePicker, Flex, Select, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { lastMonth } from '../reports/ReportFiltersBar';
import { PageFrame } from '../team/PageFrame';
import { useBranches } from '../team/useBranches';
import { loadBradford, loadGroups, loadReasons, type AbsencesQuery, type BradfordRow, type GroupBy, type GroupRow, type ReasonOption, type RequestStatus } from './absencesApi';
import { DayoffsExportPanel } from './DayoffsExportPanel';

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');
const PAGE = 20;

/** A server-paged table's state: the page asked, its rows, the total and the error (reloaded when the query changes). */
function usePaged<T>(load: (skip: number, limit: number) => Promise<{ rows: T[]; count: number }>, deps: unknown[]) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: T[]; count: number; extra?: unknown }>({ rows: [], count: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setPage(1), deps); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    let live = true;
    setLoading(true);
    load((page - 1) * PAGE, PAGE)
      .then((d) => { if (live) { setData(d); setError(null); } })
      .catch((err: ApiHttpError) => { if (live) setError(err.message); })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [page, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
  return { page, setPage, data, loading, error };
}

/** /absences-reports: requests of a period by reason, unit or person (days and hours), the Bradford factor, XLSX. */
export default function AbsencesReportPage() {
  const { t } = useTranslation();
  const { tree } = useBranches();
  const [reasons, setReasons] = useState<ReasonOption[]>([]);
  const [query, setQuery] = useState<AbsencesQuery>({ ...lastMonth(), status: 'APPROVED', groupBy: 'reason' });
  useEffect(() => { loadReasons().then(setReasons, () => setReasons([])); }, []);

  const groups = usePaged<GroupRow>((skip, limit) => loadGroups(query, skip, limit), [query]);
  const totals = (groups.data as { totals?: GroupRow }).totals;
  const { groupBy: _g, status: _s, ...bradfordKey } = query;
  const bradford = usePaged<BradfordRow>((skip, limit) => loadBradford(query, skip, limit), [JSON.stringify(bradfordKey)]);
  const set = (patch: Partial<AbsencesQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const num = (n: number) => formatNumber(n);

  return (
    <PageFrame title={t('absencesreports.title')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <Space wrap size={[8, 8]} data-testid="absences-filters">
            <DatePicker.RangePicker
              allowClear={false}
              value={[dayjs(query.from), dayjs(query.to)]}
              format={t('engine.format.date', { defaultValue: 'DD/MM/YYYY' })}
              aria-label={t('absencesreports.filters.range')}
              disabledDate={(d, info) => !!info?.from && Math.abs(d.diff(info.from, 'day')) > 365}
              onChange={(r) => { if (r?.[0] && r[1]) set({ from: fmt(r[0]), to: fmt(r[1]) }); }}
            />
            <TreeSelect
              treeData={tree} multiple allowClear treeDefaultExpandAll style={{ minWidth: 220 }}
              placeholder={t('absencesreports.filters.units')} value={query.branchIds ?? []}
              onChange={(v: string[]) => set({ branchIds: v.length ? v : undefined })}
            />
            <Select
              mode="multiple" allowClear style={{ minWidth: 220 }} placeholder={t('absencesreports.filters.reasons')}
              value={query.typeIds ?? []} options={reasons.map((r) => ({ value: r.id, label: r.title }))}
              onChange={(v: string[]) => set({ typeIds: v.length ? v : undefined })}
            />
            <Select
              style={{ width: 150 }} aria-label={t('absencesreports.filters.status')} value={query.status}
              options={(['APPROVED', 'PENDING', 'REJECTED'] as RequestStatus[]).map((s) => ({ value: s, label: t(`absencesreports.statuses.${s}`) }))}
              onChange={(status: RequestStatus) => set({ status })}
            />
            <Select
              style={{ width: 230 }} aria-label={t('absencesreports.filters.groupBy')} value={query.groupBy} data-testid="absences-groupby"
              options={(['reason', 'unit', 'person'] as GroupBy[]).map((g) => ({ value: g, label: `${t('absencesreports.filters.groupBy')}: ${t(`absencesreports.groupBy.${g}`)}` }))}
              onChange={(groupBy: GroupBy) => set({ groupBy })}
            />
          </Space>
          <DayoffsExportPanel query={query} />
        </Flex>
        <Typography.Text type="secondary">{t('absencesreports.period')}</Typography.Text>
        {groups.error ? <Alert type="error" message={groups.error} /> : null}
        <Table<GroupRow>
          data-testid="absences-groups" size="small" rowKey={(r) => String(r.key)} loading={groups.loading} dataSource={groups.data.rows}
          pagination={{ current: groups.page, pageSize: PAGE, total: groups.data.count, onChange: groups.setPage, showSizeChanger: false }}
          columns={[
            {
              title: t(`absencesreports.columns.${query.groupBy}`), key: 'label',
              render: (_, r) => (query.groupBy === 'reason' && r.color ? <Tag color={r.color}>{r.label}</Tag> : (r.label ?? t('absencesreports.noUnit'))),
            },
            ...(query.groupBy === 'person' ? [{ title: t('absencesreports.columns.branchName'), dataIndex: 'branchName', key: 'branchName' }] : []),
            { title: t('absencesreports.columns.requests'), dataIndex: 'requests', key: 'requests', align: 'right' as const },
            { title: t('absencesreports.columns.people'), dataIndex: 'people', key: 'people', align: 'right' as const },
            { title: t('absencesreports.columns.days'), key: 'days', align: 'right' as const, render: (_, r) => num(r.days) },
            { title: t('absencesreports.columns.hours'), key: 'hours', align: 'right' as const, render: (_, r) => num(r.hours) },
          ]}
          summary={() => (totals ? (
            <Table.Summary.Row style={{ fontWeight: 600 }}>
              <Table.Summary.Cell index={0} colSpan={query.groupBy === 'person' ? 2 : 1}>{t('absencesreports.columns.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{totals.requests}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{totals.people}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{num(totals.days)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">{num(totals.hours)}</Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null)}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>{t('absencesreports.bradford.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('absencesreports.bradford.help')}</Typography.Text>
        {bradford.error ? <Alert type="error" message={bradford.error} /> : null}
        <Table<BradfordRow>
          data-testid="absences-bradford" size="small" rowKey="userId" loading={bradford.loading} dataSource={bradford.data.rows}
          pagination={{ current: bradford.page, pageSize: PAGE, total: bradford.data.count, onChange: bradford.setPage, showSizeChanger: false }}
          columns={[
            { title: t('absencesreports.columns.person'), dataIndex: 'name', key: 'name' },
            { title: t('absencesreports.columns.branchName'), dataIndex: 'branchName', key: 'branchName' },
            { title: t('absencesreports.columns.spells'), dataIndex: 'spells', key: 'spells', align: 'right' },
            { title: t('absencesreports.columns.days'), key: 'days', align: 'right', render: (_, r) => num(r.days) },
            { title: t('absencesreports.columns.factor'), key: 'factor', align: 'right', render: (_, r) => <strong>{num(r.factor)}</strong> },
          ]}
        />
      </Space>
    </PageFrame>
  );
}
