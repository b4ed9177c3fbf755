import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Row, Skeleton, Space, Statistic, Table, Tooltip, TreeSelect, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { defaultPeriod, formatRate } from '../../shared/accidents/rates';
import { request, type ApiHttpError } from '../providers/http';
import { fileNameOf, saveFile } from '../shell/files/saveFile';
import { PageFrame } from '../team/PageFrame';
import { useBranches } from '../team/useBranches';
import { loadAccidentReport, monthEnd, registerHref, type AccidentFigures, type AccidentReport, type ReportQuery } from './accidentsApi';

const TrendCharts = lazy(() => import('./TrendCharts'));

/** The period and unit of the report live in the URL: a report link opens the same figures. */
function useReportQuery(): [ReportQuery, (patch: Partial<ReportQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultPeriod(dayjs().format('YYYY-MM-DD'));
  const query: ReportQuery = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to, ...(params.get('unit') ? { unit: params.get('unit')! } : {}) };
  const set = (patch: Partial<ReportQuery>) => {
    const next = { ...query, ...patch };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { replace: true });
  };
  return [query, set];
}

/** /accidents-reports: accidents, days lost and the frequency and severity rates of a period; every figure opens its records. */
export default function AccidentsReportPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { tree } = useBranches();
  const [query, set] = useReportQuery();
  const [report, setReport] = useState<AccidentReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const key = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    loadAccidentReport(query).then((r) => { if (live) { setReport(r); setError(null); } }, (err: ApiHttpError) => { if (live) setError(err.message); });
    return () => { live = false; };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const href = (extra: { from?: string; to?: string; unit?: string; type?: string } = {}) => registerHref({ ...query, ...extra });
  const rate = (v: number | null) => formatRate(v, i18n.language);
  const num = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  const exportAs = async (format: 'xlsx' | 'pdf') => {
    setBusy(format);
    try {
      const res = await request<Response>('/accidents/report/export', { method: 'POST', body: { ...query, format }, raw: true });
      saveFile(await res.blob(), fileNameOf(res, `accidents.${format}`));
    } catch (err) {
      message.error(`${t('engine.list.exportFailed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setBusy(null);
    }
  };

  const figure = (title: string, value: string | number, to: string, help?: string, testId?: string) => (
    <Col xs={12} md={8} xl={4}>
      <Link to={to} data-testid={testId}>
        <Card size="small" hoverable>
          <Statistic title={help ? <Tooltip title={help}>{title}</Tooltip> : title} value={value} />
        </Card>
      </Link>
    </Col>
  );
  const figureColumns = [
    { title: t('accidents.report.accidents'), dataIndex: 'accidents', key: 'accidents', align: 'right' as const },
    { title: t('accidents.report.withLeave'), dataIndex: 'withLeave', key: 'withLeave', align: 'right' as const },
    { title: t('accidents.report.daysLost'), key: 'daysLost', align: 'right' as const, render: (_: unknown, r: AccidentFigures) => num(r.daysLost) },
    { title: t('accidents.report.hoursWorked'), key: 'hoursWorked', align: 'right' as const, render: (_: unknown, r: AccidentFigures) => num(r.hoursWorked) },
    { title: t('accidents.report.frequencyRate'), key: 'fr', align: 'right' as const, render: (_: unknown, r: AccidentFigures) => rate(r.frequencyRate) },
    { title: t('accidents.report.severityRate'), key: 'sr', align: 'right' as const, render: (_: unknown, r: AccidentFigures) => rate(r.severityRate) },
  ];
  const totals = report?.totals;

  return (
    <PageFrame
      title={t('accidents.report.title')}
      extra={(
        <Space wrap>
          <Button onClick={() => navigate(href())}>{t('accidents.report.register')}</Button>
          <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} onClick={() => void exportAs('xlsx')} data-testid="accidents-export-xlsx">{t('accidents.report.exportXlsx')}</Button>
          <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => void exportAs('pdf')} data-testid="accidents-export-pdf">{t('accidents.report.exportPdf')}</Button>
        </Space>
      )}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Flex wrap gap={8} data-testid="accidents-filters">
          <DatePicker.RangePicker
            allowClear={false} aria-label={t('accidents.report.period')}
            value={[dayjs(query.from), dayjs(query.to)]}
            format={t('engine.format.date', { defaultValue: 'DD/MM/YYYY' })}
            onChange={(r) => { if (r?.[0] && r[1]) set({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') }); }}
          />
          <TreeSelect
            treeData={tree} allowClear treeDefaultExpandAll style={{ minWidth: 240 }} placeholder={t('accidents.report.allUnits')}
            value={query.unit} onChange={(unit?: string) => set({ unit: unit ?? '' })}
          />
        </Flex>
        {error ? <Alert type="error" message={error} /> : null}
        {!totals ? <Skeleton active /> : (
          <>
            <Row gutter={[12, 12]} data-testid="accident-figures">
              {figure(t('accidents.report.accidents'), totals.accidents, href(), undefined, 'figure-accidents')}
              {figure(t('accidents.report.withLeave'), totals.withLeave, href(), undefined, 'figure-with-leave')}
              {figure(t('accidents.report.daysLost'), num(totals.daysLost), href(), undefined, 'figure-days-lost')}
              {figure(t('accidents.report.hoursWorked'), num(totals.hoursWorked), href())}
              {figure(t('accidents.report.frequencyRate'), rate(totals.frequencyRate), href(), totals.frequencyRate === null ? t('accidents.report.notComputable') : t('accidents.report.frequencyHelp'), 'figure-frequency')}
              {figure(t('accidents.report.severityRate'), rate(totals.severityRate), href(), totals.severityRate === null ? t('accidents.report.notComputable') : t('accidents.report.severityHelp'), 'figure-severity')}
            </Row>
            <Typography.Text type="secondary">{t('accidents.report.frequencyHelp')} · {t('accidents.report.severityHelp')}</Typography.Text>
            <Card size="small" title={t('accidents.report.trend')}>
              <Suspense fallback={<Skeleton active />}>
                <TrendCharts report={report} onMonth={(m) => navigate(href({ from: `${m}-01`, to: monthEnd(m) }))} />
              </Suspense>
            </Card>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={16}>
                <Card size="small" title={t('accidents.report.byUnit')}>
                  <Table<AccidentReport['byUnit'][number]>
                    size="small" rowKey="unit" pagination={false} dataSource={report.byUnit} data-testid="accidents-by-unit"
                    locale={{ emptyText: t('accidents.report.empty') }}
                    columns={[{ title: t('accidents.report.unit'), key: 'name', render: (_: unknown, r: { unit: string; name: string }) => <Link to={href({ unit: r.unit })}>{r.name}</Link> }, ...figureColumns]}
                  />
                </Card>
              </Col>
              <Col xs={24} xl={8}>
                <Card size="small" title={t('accidents.report.byType')}>
                  <Table<AccidentReport['byType'][number]>
                    size="small" rowKey="type" pagination={false} dataSource={report.byType} data-testid="accidents-by-type"
                    columns={[
                      { title: t('accidents.report.type'), key: 'type', render: (_: unknown, r: AccidentReport['byType'][number]) => <Link to={href({ type: r.type })}>{t(`accidents.enums.type.${r.type}`)}</Link> },
                      { title: t('accidents.report.accidents'), dataIndex: 'accidents', key: 'accidents', align: 'right' as const },
                      { title: t('accidents.report.daysLost'), key: 'daysLost', align: 'right' as const, render: (_: unknown, r: AccidentReport['byType'][number]) => num(r.daysLost) },
                    ]}
                  />
                </Card>
              </Col>
            </Row>
            <Card size="small" title={t('accidents.report.byMonth')}>
              <Table<AccidentReport['byMonth'][number]>
                size="small" rowKey="month" pagination={false} dataSource={report.byMonth} data-testid="accidents-by-month"
                columns={[{ title: t('accidents.report.month'), key: 'month', render: (_: unknown, r: { month: string }) => <Link to={href({ from: `${r.month}-01`, to: monthEnd(r.month) })}>{r.month}</Link> }, ...figureColumns]}
              />
            </Card>
          </>
        )}
      </Space>
    </PageFrame>
  );
}
