import { DeleteOutlined, DownloadOutlined, FilePdfOutlined, SaveOutlined } from '@ant-design/icons';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Flex, Input, Popconfirm, Popover, Progress, Row, Select, Skeleton, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { resourceByName } from '../../../resources';
import { RECORD_COLUMNS } from '../../shared/users/recordColumns';
import { useEngineI18n } from '../engine/i18n';
import { buildColumns } from '../engine/list/columns';
import { toListQuery } from '../engine/query/toListQuery';
import { overlayFields } from '../engine/schema/overlay';
import { useEffectiveSchema, type EffectiveSchema } from '../engine/schema/useEffectiveSchema';
import { request, type ApiHttpError } from '../providers/http';
import { saveResponse } from '../shell/files/saveFile';
import { PageFrame } from '../team/PageFrame';
import { ListFilters } from '../team/list/ListFilters';
import { columnTitle } from '../team/list/collaboratorColumns';
import { toCrudFilters } from '../team/list/toCrudFilters';
import { usePositions } from '../team/list/usePositions';
import { useBranches } from '../team/useBranches';
import { useBuilderState, type BuilderState } from './useBuilderState';
import { useApiData } from '../engine/query/useApiData';

const users = resourceByName('users')!;
interface Report { rows: BaseRecord[]; count: number; groups: { value: unknown; count: number }[] | null }
interface SavedView { id: string; name: string; columns: string[]; q?: string; filters?: Record<string, unknown>; groupBy?: string; subUnits?: boolean; asOf?: string }

/** The builder's query as the API takes it (POST /users/report): the team list's filters plus the chosen columns. */
function bodyOf(state: BuilderState, schema: EffectiveSchema, paged: boolean) {
  // on a day (asOf) the server lists who was employed then, whatever their status today: no status filter
  const crud: CrudFilter[] = toCrudFilters(state.filters).filter((f) => !(state.asOf && 'field' in f && f.field === 'active'));
  if (state.where) {
    // a URL holds text: a yes/no or number field is compared as such
    const type = schema.raw.properties?.[state.where.field]?.type;
    const types = Array.isArray(type) ? type : [type];
    const value = types.includes('boolean') ? state.where.value === 'true' : types.includes('number') || types.includes('integer') ? Number(state.where.value) : state.where.value;
    crud.push({ field: state.where.field, operator: 'eq', value });
  }
  const list = toListQuery({ filters: crud, sorters: state.sort ? [state.sort] : [], pagination: paged ? { currentPage: state.page, pageSize: state.pageSize, mode: 'server' } : { mode: 'off' } });
  if (!paged) { delete list.skip; delete list.limit; }
  return { ...list, columns: state.columns, ...(state.groupBy ? { groupBy: state.groupBy } : {}), ...(state.subUnits && state.filters.mainBranch ? { subUnits: true } : {}), ...(state.asOf ? { asOf: state.asOf } : {}) };
}

/**
 * Team › Reports › Collaborators (issue 23 item 3): a report builder over the collaborator record — columns (every
 * field and the company's custom fields), the team list's filters and one more condition, counts by a field whose
 * bars open the people behind them, views saved per user, XLSX export of exactly what is shown. All in the URL.
 */
export default function CollaboratorsReportPage() {
  const { t } = useEngineI18n();
  const { schema, isLoading, error } = useEffectiveSchema(users);
  if (error) return <Alert type="error" showIcon message={t('engine.schema.loadError')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Builder schema={schema} />;
}

function Builder({ schema }: { schema: EffectiveSchema }) {
  const { t, locale } = useEngineI18n();
  const { message } = App.useApp();
  const [state, apply] = useBuilderState();
  const branches = useBranches();
  const positions = usePositions(state.filters.status);
  const [viewName, setViewName] = useState('');
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);

  const props = schema.raw.properties ?? {};
  const available = useMemo(() => [...RECORD_COLUMNS.filter((c) => c in (schema.raw.properties ?? {})), ...overlayFields(schema.raw, [...RECORD_COLUMNS])], [schema]);
  const title = (field: string) => columnTitle(schema, field, t);
  const columnOptions = available.map((value) => ({ value, label: title(value) }));
  // counted by: fields with few values (choices, yes/no, units, positions, dates make poor groups)
  const groupable = available.filter((f) => {
    const p = props[f];
    return f === 'mainBranch' || f === 'position' || p?.type === 'boolean' || Array.isArray(p?.enum) || !!p?.['x-enumSource'];
  });

  const body = bodyOf(state, schema, true);
  const { data, loading, error } = useApiData<Report>('/users/report', { method: 'post', body });
  const views = useApiData<{ views: SavedView[] }>('/users/report/views');

  const valueLabel = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('collaboratorsreport.notSet');
    if (field === 'mainBranch') return branches.nameOf(value) || String(value);
    if (typeof value === 'boolean') return field === 'active' ? t(`users.status.${value ? 'active' : 'inactive'}`) : t(value ? 'engine.boolean.true' : 'engine.boolean.false');
    const option = (schema.localized.properties?.[field]?.oneOf as { const: unknown; title: string }[] | undefined)?.find((o) => o.const === value);
    return option?.title ?? String(value);
  };

  const columns = buildColumns({ def: users, schema, t, locale, rows: data?.rows ?? [], sorters: state.sort ? [state.sort] : [], filters: [], fields: state.columns, filterable: false })
    .map((c) => (c.key === 'mainBranch' ? { ...c, render: (v: unknown) => valueLabel('mainBranch', v) } : c));

  const saveView = async () => {
    try {
      await request('/users/report/views', { method: 'POST', body: { name: viewName.trim(), ...bodyOf(state, schema, false) } });
      setViewName('');
      views.refetch();
      message.success(t('collaboratorsreport.views.saved'));
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };
  const openView = (id: string) => {
    const v = views.data?.views.find((x) => x.id === id);
    if (!v) return;
    const f = (v.filters ?? {}) as Record<string, unknown>;
    const active = f.active as { eq?: boolean } | boolean | undefined;
    const status = active === true || (active as { eq?: boolean })?.eq === true ? 'active' : active === false || (active as { eq?: boolean })?.eq === false ? 'inactive' : f.active ? 'all' : 'active';
    const { active: _a, mainBranch, position, ...rest } = f;
    const [where] = Object.entries(rest);
    apply({
      columns: v.columns, groupBy: v.groupBy, page: 1, subUnits: v.subUnits === true, asOf: v.asOf,
      filters: { q: v.q, mainBranch: typeof mainBranch === 'string' ? mainBranch : undefined, position: typeof position === 'string' ? position : undefined, status },
      where: where ? { field: where[0], value: String((where[1] as { eq?: unknown })?.eq ?? where[1]) } : undefined,
    });
  };
  const removeView = async (id: string) => {
    await request(`/users/report/views/${id}`, { method: 'DELETE' });
    views.refetch();
  };
  const exportFile = async (format: 'xlsx' | 'pdf') => {
    setExporting(format);
    try {
      const res = await request<Response>('/users/report/export', { method: 'POST', body: { ...bodyOf(state, schema, false), format }, raw: true });
      await saveResponse(res, `collaborators-report.${format}`);
    } catch (err) {
      message.error(`${t('engine.list.exportFailed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setExporting(null);
    }
  };

  const groups = data?.groups ?? [];
  const most = Math.max(1, ...groups.map((g) => g.count));
  return (
    <PageFrame
      title={t('collaboratorsreport.title')}
      extra={(
        <Space wrap>
          <Select
            allowClear placeholder={t('collaboratorsreport.views.open')} style={{ minWidth: 200 }} value={null} data-testid="report-views"
            options={(views.data?.views ?? []).map((v) => ({ value: v.id, label: v.name }))} onChange={(id: string | undefined) => id && openView(id)}
            optionRender={(o) => (
              <Flex justify="space-between" align="center" gap={8}>
                <span>{o.label}</span>
                <Popconfirm title={t('collaboratorsreport.views.remove')} onConfirm={(e) => { e?.stopPropagation(); void removeView(String(o.value)); }}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={(e) => e.stopPropagation()} aria-label={t('collaboratorsreport.views.remove')} />
                </Popconfirm>
              </Flex>
            )}
          />
          <Popover
            trigger="click" title={t('collaboratorsreport.views.save')}
            content={(
              <Space.Compact>
                <Input maxLength={80} value={viewName} onChange={(e) => setViewName(e.target.value)} placeholder={t('collaboratorsreport.views.name')} data-testid="report-view-name" onPressEnter={() => viewName.trim() && void saveView()} />
                <Button type="primary" disabled={!viewName.trim()} onClick={() => void saveView()} data-testid="report-view-save">{t('collaboratorsreport.views.saveButton')}</Button>
              </Space.Compact>
            )}
          >
            <Button icon={<SaveOutlined />}>{t('collaboratorsreport.views.save')}</Button>
          </Popover>
          <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} disabled={exporting === 'xlsx'} onClick={() => void exportFile('pdf')} data-testid="report-export-pdf">{t('collaboratorsreport.exportPdf')}</Button>
          <Button type="primary" icon={<DownloadOutlined />} loading={exporting === 'xlsx'} disabled={exporting === 'pdf'} onClick={() => void exportFile('xlsx')} data-testid="report-export">{t('engine.list.export')}</Button>
        </Space>
      )}
    >
      <Flex vertical gap={16}>
        <Select
          mode="multiple" value={state.columns} options={columnOptions} onChange={(cols: string[]) => cols.length && apply({ columns: cols })}
          placeholder={t('collaboratorsreport.columns')} style={{ width: '100%' }} maxTagCount="responsive" data-testid="report-columns" aria-label={t('collaboratorsreport.columns')}
        />
        {/* one row of filters: the sub-units choice beside the unit, the day at the end (it replaces the status) */}
        <ListFilters
          value={state.filters} onChange={(filters) => apply({ filters })} branches={branches.tree} positions={positions} defaultStatus="active"
          showStatus={!state.asOf}
          afterUnit={state.filters.mainBranch ? (
            <Checkbox checked={state.subUnits} onChange={(e) => apply({ subUnits: e.target.checked })} data-testid="report-subunits">{t('collaboratorsreport.subUnits')}</Checkbox>
          ) : null}
          extra={(
            <span data-testid="report-asof">
              <DatePicker
                allowClear value={state.asOf ? dayjs(state.asOf) : null} placeholder={t('collaboratorsreport.asOf')} aria-label={t('collaboratorsreport.asOf')}
                format={t('engine.format.date', { defaultValue: 'DD/MM/YYYY' })} style={{ width: 180 }}
                onChange={(d) => apply({ asOf: d ? d.format('YYYY-MM-DD') : undefined })}
              />
            </span>
          )}
        />
        <Space wrap>
          <Typography.Text>{t('collaboratorsreport.groupBy')}</Typography.Text>
          <Select
            allowClear style={{ minWidth: 220 }} value={state.groupBy} placeholder={t('collaboratorsreport.noGrouping')} data-testid="report-group"
            options={groupable.map((value) => ({ value, label: title(value) }))} onChange={(groupBy: string | undefined) => apply({ groupBy })}
          />
          {state.where ? (
            <Button onClick={() => apply({ where: undefined })} data-testid="report-where">
              {`${title(state.where.field)}: ${valueLabel(state.where.field, props[state.where.field]?.type === 'boolean' ? state.where.value === 'true' : state.where.value)} ✕`}
            </Button>
          ) : null}
        </Space>
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        <Row gutter={[16, 16]}>
          {state.groupBy ? (
            <Col xs={24} lg={8}>
              <Card size="small" title={t('collaboratorsreport.countedBy', { field: title(state.groupBy) })} data-testid="report-groups">
                <Flex vertical gap={6}>
                  {groups.map((g) => (
                    <Button
                      key={String(g.value)} type="text" block style={{ height: 'auto', textAlign: 'left', padding: '2px 4px' }} data-testid="report-group-row"
                      onClick={() => g.value !== null && apply({ where: { field: state.groupBy!, value: String(g.value) } })}
                    >
                      <Flex justify="space-between" style={{ width: '100%' }}><span>{valueLabel(state.groupBy!, g.value)}</span><strong>{g.count}</strong></Flex>
                      <Progress percent={(g.count / most) * 100} showInfo={false} size="small" status="normal" />
                    </Button>
                  ))}
                </Flex>
              </Card>
            </Col>
          ) : null}
          <Col xs={24} lg={state.groupBy ? 16 : 24}>
            <Table<BaseRecord>
              rowKey="id" size="small" loading={loading} columns={columns} dataSource={data?.rows ?? []} scroll={{ x: 'max-content' }} data-testid="report-table"
              onChange={(pagination, _f, sorter) => {
                const s = Array.isArray(sorter) ? sorter[0] : sorter;
                const sort = s?.order ? { field: String(s.columnKey ?? s.field), order: s.order === 'descend' ? 'desc' as const : 'asc' as const } : undefined;
                apply({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20, sort });
              }}
              pagination={{ current: state.page, pageSize: state.pageSize, total: data?.count ?? 0, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: (n) => t('collaboratorsreport.total', { count: n }) }}
            />
          </Col>
        </Row>
      </Flex>
    </PageFrame>
  );
}
