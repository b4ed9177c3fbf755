import { Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { hoursMinutes, loadSummary, MINUTE_COLUMNS, type ReportQuery, type SummaryRow } from './reportsApi';
import { PAGE_SIZES, usePagedReport } from './usePagedReport';
import { formatNumber } from '../shell/locale/formatNumber';

/** One row per collaborator (general or shifts report), server-paged, with the totals of the whole report. */
export function SummaryTable({ kind, query, fields }: { kind: 'general' | 'shifts'; query: ReportQuery; fields: readonly string[] }) {
  const { t } = useTranslation();
  const { data, loading, page, setPage } = usePagedReport(JSON.stringify(query), (limit, offset) => loadSummary(kind, query, limit, offset));
  const show = (field: string, v: number) => (MINUTE_COLUMNS.has(field) ? hoursMinutes(v) : formatNumber(v));

  const columns: ColumnType<SummaryRow>[] = [
    {
      key: 'name', title: t('reports.columns.name'), fixed: 'left', width: 220,
      render: (_, r) => (
        <span>
          <Typography.Text strong>{r.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{[r.numberOfDocument, r.branchName].filter(Boolean).join(' · ')}</Typography.Text>
        </span>
      ),
    },
    ...fields.map((field): ColumnType<SummaryRow> => ({
      key: field,
      dataIndex: field,
      title: t(`reports.columns.${field}`),
      align: 'right',
      render: (v: number) => (
        <span data-field={field} style={field === 'absences' && v > 0 ? { color: '#cf1322' } : field === 'differenceMinutes' && v < 0 ? { color: '#cf1322' } : undefined}>
          {show(field, v)}
        </span>
      ),
    })),
  ];

  return (
    <Table<SummaryRow>
      rowKey="userId"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.rows ?? []}
      scroll={{ x: 'max-content', y: 'calc(100vh - 400px)' }}
      data-testid={`report-${kind}`}
      locale={{ emptyText: t('reports.empty') }}
      onRow={(r) => ({ 'data-testid': `row-${r.userId}` } as React.HTMLAttributes<HTMLElement>)}
      pagination={{
        current: page.current, pageSize: page.size, total: data?.count ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
        showTotal: (total) => formatNumber(total),
        onChange: (current, size) => setPage({ current: size !== page.size ? 1 : current, size }),
      }}
      summary={() => (data && data.count ? (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid="report-totals">
            <Table.Summary.Cell index={0}><Typography.Text strong>{t('reports.totals')}</Typography.Text></Table.Summary.Cell>
            {fields.map((field, i) => (
              <Table.Summary.Cell key={field} index={i + 1} align="right">
                <Typography.Text strong data-field={field}>{show(field, data.totals[field] ?? 0)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      ) : null)}
    />
  );
}
