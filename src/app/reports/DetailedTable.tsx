import { WarningOutlined } from '@ant-design/icons';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import { hoursMinutes, loadDetailed, type DetailedRow, type ReportQuery } from './reportsApi';
import { PAGE_SIZES, usePagedReport } from './usePagedReport';
import { formatNumber } from '../shell/locale/formatNumber';

/** "13:00", with a "+1" when the time falls on the next local date. */
function Time({ time, date, day }: { time: string | null; date: string | null; day: string }) {
  const { t } = useTranslation();
  if (!time) return <span>…</span>;
  return (
    <span>
      {time}
      {date && date > day ? <sup style={{ marginLeft: 1 }}>{t('reports.nextDay')}</sup> : null}
    </span>
  );
}

/** The up to 5 check-in/out (or break) pairs of a day, compact: "08:00–12:00 13:00–17:00". */
function Pairs({ pairs, day, color, label }: { pairs: { a: string | null; ad: string | null; b: string | null; bd: string | null }[]; day: string; color?: string; label: string }) {
  if (!pairs.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[2, 2]} wrap style={{ maxWidth: 260 }} aria-label={label}>
      {pairs.map((p, i) => (
        <Tag key={i} color={color} style={{ marginInlineEnd: 0, fontVariantNumeric: 'tabular-nums' }} data-testid="pair">
          <Time time={p.a} date={p.ad} day={day} />–<Time time={p.b} date={p.bd} day={day} />
        </Tag>
      ))}
    </Space>
  );
}

/** One row per workday, server-paged: planned shift, the pairs, the totals and the warnings. */
export function DetailedTable({ query }: { query: ReportQuery }) {
  const { t } = useTranslation();
  const { data, loading, page, setPage } = usePagedReport(JSON.stringify(query), (limit, offset) => loadDetailed(query, limit, offset));
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const minutes = (key: keyof DetailedRow, title: string): ColumnType<DetailedRow> => ({
    key, dataIndex: key, title, align: 'right', render: (v: number) => <span data-field={key}>{hoursMinutes(v)}</span>,
  });

  const columns: ColumnType<DetailedRow>[] = [
    {
      key: 'name', title: t('reports.columns.name'), fixed: 'left', width: 200,
      render: (_, r) => (
        <span>
          <Typography.Text strong>{r.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{[r.numberOfDocument, r.branchName].filter(Boolean).join(' · ')}</Typography.Text>
        </span>
      ),
    },
    { key: 'date', title: t('reports.columns.date'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.date, dateFormat)}</span> },
    {
      key: 'shift', title: t('reports.columns.plannedShift'),
      render: (_, r) => (r.plannedShift ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.plannedShift.name ?? t(`shifts.types.${r.plannedShift.type}`, { defaultValue: r.plannedShift.type })}
          {r.plannedShift.start ? <Typography.Text type="secondary">{` ${r.plannedShift.start}–${r.plannedShift.end ?? ''}`}</Typography.Text> : null}
        </span>
      ) : <Typography.Text type="secondary">{t('reports.noShift')}</Typography.Text>),
    },
    {
      key: 'clocks', title: t('reports.pairsTitle'),
      render: (_, r) => <Pairs day={r.date} label={t('reports.pairsTitle')} color="green" pairs={r.clocks.map((c) => ({ a: c.in, ad: c.inDate, b: c.out, bd: c.outDate }))} />,
    },
    {
      key: 'breaks', title: t('reports.breaksTitle'),
      render: (_, r) => <Pairs day={r.date} label={t('reports.breaksTitle')} color="gold" pairs={r.breaks.map((b) => ({ a: b.start, ad: b.startDate, b: b.end, bd: b.endDate }))} />,
    },
    minutes('workedMinutes', t('reports.columns.workedMinutes')),
    minutes('breakMinutes', t('reports.columns.breakMinutes')),
    minutes('lateMinutes', t('reports.columns.lateMinutes')),
    minutes('earlyDepartureMinutes', t('reports.columns.earlyDepartureMinutes')),
    minutes('extraMinutes', t('reports.columns.extraMinutes')),
    minutes('nightMinutes', t('reports.columns.nightMinutes')),
    {
      key: 'state', title: t('reports.columns.state'),
      render: (_, r) => (
        <Space size={4}>
          <Tag style={{ marginInlineEnd: 0 }}>{t(`workdays.states.${r.state}`, { defaultValue: r.state })}</Tag>
          {r.manual ? <Tag color="blue" style={{ marginInlineEnd: 0 }}>{t('reports.manual')}</Tag> : null}
          {r.warnings.length ? (
            <Tooltip title={r.warnings.map((w) => t(`workdays.warnings.${w}.label`, { defaultValue: w })).join(', ')}>
              <WarningOutlined style={{ color: '#d48806' }} aria-label={t('reports.columns.warnings')} />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Table<DetailedRow>
      rowKey={(r) => `${r.userId}|${r.date}`}
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.rows ?? []}
      scroll={{ x: 'max-content', y: 'calc(100vh - 400px)' }}
      data-testid="report-detailed"
      locale={{ emptyText: t('reports.empty') }}
      pagination={{
        current: page.current, pageSize: page.size, total: data?.count ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
        showTotal: (total) => formatNumber(total),
        onChange: (current, size) => setPage({ current: size !== page.size ? 1 : current, size }),
      }}
    />
  );
}
