import { Alert, DatePicker, Flex, Input, List, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOVELTY_TYPES } from '../../shared/novelties';
import type { PayrollRow } from '../../shared/payrollReport/fields';
import { RefSelect } from '../engine/list/RefSelect';
import { PageFrame } from '../team/PageFrame';
import { PayrollExportMenu } from './PayrollExportMenu';
import { usePayrollFilters } from './usePayrollFilters';
import { useApiData } from '../engine/query/useApiData';

interface Report { period: string; state: { open: number; sent: number; closed: boolean }; rows: PayrollRow[]; count: number }
interface ExportEntry { id: string; at: string; username: string | null; layoutName: string | null; format: string; rows: number }

const num = (n: number) => (n ? n.toLocaleString(undefined, { maximumFractionDigits: 2 }) : '—');
const STATUS_COLOR = { NONE: 'default', OPEN: 'gold', SENT: 'green' } as const;

/**
 * /nomine — the payroll pre-report: per collaborator and month what goes to the payroll provider (worked days,
 * absences by reason, overtime and night hours, novelties, slips). The period closes when its novelties are sent
 * (Team › Novedades); exports in the product's XLSX or a saved layout of the provider. docs/api/payroll-report.md
 */
export default function PayrollReportPage() {
  const { t } = useTranslation();
  const [filters, apply] = usePayrollFilters();
  const body = { period: filters.period, unit: filters.unit, q: filters.q, skip: (filters.page - 1) * filters.pageSize, limit: filters.pageSize };
  const { data, loading, error } = useApiData<Report>('/nomine/report', { method: 'post', body });
  const history = useApiData<{ exports: ExportEntry[] }>('/nomine/exports', { query: { period: filters.period } });

  const noveltyTypes = NOVELTY_TYPES.filter((type) => data?.rows.some((r) => r.novelties[type] !== undefined));
  const columns: ColumnsType<PayrollRow> = [
    {
      key: 'person', title: t('payrollreport.columns.person'), fixed: 'left', width: 220,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/team/profile/${r.userId}`}>{`${r.lastName}, ${r.firstName}`}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{[r.numberOfDocument, r.unitName].filter(Boolean).join(' · ')}</Typography.Text>
        </Space>
      ),
    },
    { key: 'workedDays', title: t('payrollreport.columns.workedDays'), align: 'right', render: (_, r) => <span data-testid="payroll-worked-days">{num(r.workedDays)}</span> },
    { key: 'workedHours', title: t('payrollreport.columns.workedHours'), align: 'right', render: (_, r) => num(r.workedHours) },
    { key: 'overtime', title: t('payrollreport.columns.overtimeHours'), align: 'right', render: (_, r) => num(r.overtimeHours) },
    { key: 'night', title: t('payrollreport.columns.nightHours'), align: 'right', render: (_, r) => num(r.nightHours) },
    {
      key: 'absences', title: t('payrollreport.columns.absences'),
      children: [
        { key: 'paid', title: t('payrollreport.columns.paid'), align: 'right', render: (_, r) => num(r.paidAbsenceDays) },
        { key: 'unpaid', title: t('payrollreport.columns.unpaid'), align: 'right', render: (_, r) => num(r.unpaidAbsenceDays) },
        { key: 'vacation', title: t('payrollreport.columns.vacation'), align: 'right', render: (_, r) => num(r.vacationDays) },
      ],
    },
    ...(noveltyTypes.length ? [{
      key: 'novelties', title: t('payrollreport.columns.novelties'),
      children: noveltyTypes.map((type) => ({ key: type, title: t(`novelties.enums.type.${type}`), align: 'right' as const, render: (_: unknown, r: PayrollRow) => num(r.novelties[type] ?? 0) })),
    }] : []),
    { key: 'slips', title: t('payrollreport.columns.slips'), align: 'right', render: (_, r) => num(r.slipsDelivered) },
    { key: 'status', title: t('payrollreport.columns.status'), render: (_, r) => <Tag color={STATUS_COLOR[r.noveltiesStatus]}>{t(`payrollreport.noveltyStatus.${r.noveltiesStatus}`)}</Tag> },
  ];

  const state = data?.state;
  return (
    <PageFrame title={t('payrollreport.title')} extra={<PayrollExportMenu filters={filters} onExported={history.refetch} />}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('payrollreport.subtitle')}</Typography.Text>
        <Space wrap size={8}>
          <DatePicker
            picker="month" allowClear={false} value={dayjs(`${filters.period}-01`)} format="MMMM YYYY"
            onChange={(v) => v && apply({ period: v.format('YYYY-MM') })} aria-label={t('payrollreport.period')} data-testid="payroll-period"
          />
          <RefSelect resource="branchoffices" allowClear placeholder={t('payrollreport.unit')} value={filters.unit} onChange={(unit: string | undefined) => apply({ unit: unit ?? undefined })} style={{ minWidth: 220 }} />
          <Input.Search key={filters.q ?? ''} allowClear placeholder={t('payrollreport.search')} defaultValue={filters.q} onSearch={(q) => apply({ q: q.trim() || undefined })} style={{ width: 280 }} data-testid="payroll-search" />
        </Space>
        {state ? (
          <Alert
            data-testid="payroll-state" showIcon
            type={state.closed ? 'success' : state.open ? 'warning' : 'info'}
            message={state.closed ? t('payrollreport.state.closed') : state.open ? t('payrollreport.state.open', { open: state.open }) : t('payrollreport.state.empty')}
            action={<Link to={`/novelties?period=${filters.period}`}>{t('payrollreport.novelties')}</Link>}
          />
        ) : null}
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        <Table<PayrollRow>
          rowKey="userId" size="small" bordered loading={loading} columns={columns} dataSource={data?.rows ?? []} scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (r) => r.absences.length > 0,
            expandedRowRender: (r) => (
              <Space wrap>{r.absences.map((a) => <Tag key={a.typeId} color={a.paid ? 'blue' : 'orange'}>{`${a.title}: ${num(a.days)}`}</Tag>)}</Space>
            ),
          }}
          pagination={{
            current: filters.page, pageSize: filters.pageSize, total: data?.count ?? 0, showSizeChanger: true, pageSizeOptions: [20, 50, 100],
            onChange: (page, pageSize) => apply({ page, pageSize }),
          }}
        />
        <List<ExportEntry>
          size="small" header={<Typography.Text strong>{t('payrollreport.export.history')}</Typography.Text>}
          locale={{ emptyText: t('payrollreport.export.none') }} dataSource={history.data?.exports ?? []} data-testid="payroll-exports"
          renderItem={(e) => (
            <List.Item>
              <Space wrap>
                <Typography.Text>{dayjs(e.at).format('DD/MM/YYYY HH:mm')}</Typography.Text>
                <Tag>{e.layoutName ?? t('payrollreport.export.product')}</Tag>
                <Typography.Text type="secondary">{`${e.format} · ${t('payrollreport.export.rows', { count: e.rows })} · ${t('payrollreport.export.by', { name: e.username ?? '—' })}`}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Flex>
    </PageFrame>
  );
}
