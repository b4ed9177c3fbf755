import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Row, Skeleton, Space, Statistic, Table, TreeSelect, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { request, type ApiHttpError } from '../providers/http';
import { fileNameOf, saveFile } from '../shell/files/saveFile';
import { PageFrame } from '../team/PageFrame';
import { useBranches } from '../team/useBranches';
import { ChartCard } from './ChartCard';
import { FiguresTable, PyramidTable } from './FiguresTable';
import { loadDemographics, peopleHref, type CountRow, type DemographicsQuery, type DemographicsReport } from './demographicsApi';

const DimensionChart = lazy(() => import('./DimensionChart'));
const PyramidChart = lazy(() => import('./PyramidChart'));
const FlowChart = lazy(() => import('./FlowChart'));

const topRows = (rows: CountRow[]) => rows.slice(0, 15);

/** asOf and unit live in the URL: a link opens the same figures. */
function useQueryState(): [DemographicsQuery, (patch: Partial<DemographicsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: DemographicsQuery = { asOf: params.get('asOf') ?? dayjs().format('YYYY-MM-DD'), ...(params.get('unit') ? { unit: params.get('unit')! } : {}) };
  const set = (patch: Partial<DemographicsQuery>) => {
    const next = { ...query, ...patch };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { replace: true });
  };
  return [query, set];
}

/** /demographic-reports: the workforce as of a day by gender, age, seniority, unit, position and contract; bars open their people. */
export default function DemographicsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { tree } = useBranches();
  const [query, set] = useQueryState();
  const [report, setReport] = useState<DemographicsReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const key = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    loadDemographics(query).then((r) => { if (live) { setReport(r); setError(null); } }, (err: ApiHttpError) => { if (live) setError(err.message); });
    return () => { live = false; };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const notSet = (k: string, text: string) => (k === 'notSet' ? t('demographics.notSet') : text);
  const labelOf = (group: 'gender' | 'ageBands' | 'seniority') => (r: CountRow) => notSet(r.key, t(`demographics.${group}.${r.key}`, { defaultValue: r.key }));
  const plain = (r: CountRow) => notSet(r.key, r.name || r.key);
  const ageLabel = (b: string) => labelOf('ageBands')({ key: b, count: 0 });
  const genderLabel = (g: string) => labelOf('gender')({ key: g, count: 0 });
  /** the collaborators report of the people with that value of a field (none for "not set"), employed on the chart's day */
  const hrefOf = (field: string) => (value: string) => peopleHref(query.unit, { field, value }, query.asOf);
  const drill = (field: string) => (value: string) => { if (value !== 'notSet') navigate(hrefOf(field)(value)); };
  /** one dimension's chart and its table; `field`: the list filter its values open (none for bands) */
  const dimension = (id: string, title: string, rows: CountRow[], label: (r: CountRow) => string, field?: string) => (
    <ChartCard
      key={id} title={title} testId={`chart-${id}`}
      // long lists (positions) chart their 15 largest values; the table and the export have them all
      chart={<DimensionChart rows={topRows(rows)} label={label} onPick={field ? drill(field) : undefined} testId={`chart-${id}`} />}
      table={<FiguresTable rows={rows} label={label} href={field ? hrefOf(field) : undefined} testId={`chart-${id}`} />}
    />
  );
  /** the same figures as a workbook or a printable PDF (made by the server, in the reader's language) */
  const exportFile = async (format: 'xlsx' | 'pdf') => {
    setBusy(format);
    try {
      const res = await request<Response>('/reports/demographics/export', { method: 'POST', body: { ...query, format }, raw: true });
      saveFile(await res.blob(), fileNameOf(res, `demographics.${format}`));
    } catch (err) {
      message.error(`${t('engine.list.exportFailed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageFrame
      title={t('demographics.title')}
      extra={(
        <Space wrap>
          <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} disabled={busy === 'xlsx'} onClick={() => void exportFile('pdf')} data-testid="demographics-export-pdf">{t('demographics.exportPdf')}</Button>
          <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} disabled={busy === 'pdf'} onClick={() => void exportFile('xlsx')} data-testid="demographics-export">{t('demographics.export')}</Button>
        </Space>
      )}
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={8}>
          <DatePicker
            allowClear={false} aria-label={t('demographics.asOf')} value={dayjs(query.asOf)}
            format={t('engine.format.date', { defaultValue: 'DD/MM/YYYY' })}
            onChange={(d) => { if (d) set({ asOf: d.format('YYYY-MM-DD') }); }}
          />
          <TreeSelect
            treeData={tree} allowClear treeDefaultExpandAll style={{ minWidth: 240 }} placeholder={t('demographics.allUnits')}
            value={query.unit} onChange={(unit?: string) => set({ unit: unit ?? '' })}
          />
        </Flex>
        {error ? <Alert type="error" message={error} /> : null}
        {!report ? <Skeleton active /> : (
          <>
            <Row gutter={[12, 12]}>
              {([['headcount', report.headcount], ['hires', report.totals.hires], ['exits', report.totals.exits], ['turnover', `${report.totals.turnoverPct} %`]] as const).map(([k, v]) => (
                <Col xs={12} md={6} key={k}><Card size="small"><Statistic title={t(`demographics.${k}`)} value={v} data-testid={`demographics-${k}`} /></Card></Col>
              ))}
            </Row>
            {/* a bar opens the people of the chart's day (the collaborators report's asOf) */}
            <Typography.Text type="secondary">{t('demographics.drillHint')}</Typography.Text>
            <Row gutter={[16, 16]}>
              {dimension('gender', t('demographics.byGender'), report.byGender, labelOf('gender'), 'gender')}
              <ChartCard
                title={t('demographics.pyramid')} testId="demographics-pyramid"
                chart={<PyramidChart report={report} ageLabel={ageLabel} genderLabel={genderLabel} onPick={drill('gender')} />}
                table={<PyramidTable report={report} ageLabel={ageLabel} genderLabel={genderLabel} href={hrefOf('gender')} />}
              />
              {dimension('age', t('demographics.byAgeBand'), report.byAgeBand, labelOf('ageBands'))}
              {dimension('seniority', t('demographics.bySeniority'), report.bySeniority, labelOf('seniority'))}
              {dimension('unit', t('demographics.byUnit'), report.byUnit, plain, 'mainBranch')}
              {dimension('position', t('demographics.byPosition'), report.byPosition, plain, 'position')}
              {dimension('contract', t('demographics.byContract'), report.byContract, plain, 'typeOfContract')}
              {report.customFields.map((f) => dimension(`custom-${f.field}`, f.title, f.counts, plain, f.field))}
            </Row>
            <Card size="small" title={t('demographics.flows')}>
              <Suspense fallback={<Skeleton active />}><FlowChart report={report} /></Suspense>
            </Card>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={12}>
                <Card size="small" title={t('demographics.cohorts')}>
                  <Table size="small" pagination={false} rowKey="band" dataSource={report.cohorts} columns={[
                    { title: t('demographics.band'), key: 'band', render: (_: unknown, r: { band: string }) => labelOf('seniority')({ key: r.band, count: 0 }) },
                    { title: t('demographics.hires'), dataIndex: 'hires', align: 'right' },
                    { title: t('demographics.exits'), dataIndex: 'exits', align: 'right' },
                    { title: t('demographics.stayers'), dataIndex: 'stayers', align: 'right' },
                  ]} />
                </Card>
              </Col>
              <Col xs={24} lg={12}>
                <Card size="small" title={t('demographics.exitReasons')}>
                  <Table size="small" pagination={false} rowKey="key" dataSource={report.exitReasons} columns={[
                    { title: t('demographics.value'), key: 'key', render: (_: unknown, r: CountRow) => plain(r) },
                    { title: t('demographics.people'), dataIndex: 'count', align: 'right' },
                  ]} />
                </Card>
              </Col>
            </Row>
          </>
        )}
      </Flex>
    </PageFrame>
  );
}
