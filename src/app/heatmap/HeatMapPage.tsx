import { Card, DatePicker, Empty, Skeleton, Space, Tooltip, TreeSelect, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadHeatMap, useDashboardData } from '../shell/dashboard/dashboardApi';
import { useBranches } from '../team/useBranches';
import { formatNumber } from '../shell/locale/formatNumber';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const DAYS = [0, 1, 2, 3, 4, 5, 6];
/** white → green → dark green, as the product colour */
const RAMP = ['#f5f5f5', '#d9f7e6', '#a6ebc7', '#5fd89a', '#2fb872', '#17904f', '#0b6636'];

const colourOf = (value: number, max: number) => (value <= 0 || max <= 0 ? RAMP[0] : RAMP[Math.min(RAMP.length - 1, 1 + Math.floor((value / max) * (RAMP.length - 1.001)))]);
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * /team/heat-map — average people present per weekday (rows, Monday first) and local hour (columns) over a range
 * (default the last 4 weeks) and unit, as a CSS grid; range and unit stay in the URL.
 */
export default function HeatMapPage() {
  const { t } = useTranslation();
  const branches = useBranches();
  const [params, setParams] = useSearchParams();
  const pick = (k: string, fallback: string) => { const v = params.get(k) ?? ''; return DATE_RE.test(v) ? v : fallback; };
  const to = pick('to', dayjs().format('YYYY-MM-DD'));
  const from = pick('from', dayjs(to).subtract(27, 'day').format('YYYY-MM-DD'));
  const branch = params.get('branch') || undefined;
  const set = (patch: Record<string, string | undefined>) => setParams((prev) => {
    const next = new URLSearchParams(prev);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    return next;
  }, { replace: true });
  const heat = useDashboardData(`${from}|${to}|${branch ?? ''}`, (s) => loadHeatMap(from, to, branch, s));
  const data = heat.data;
  const max = data?.max ?? 0;
  const dayName = (d: number) => t(`dashboard.heatmap.weekdays.${d}`);

  return (
    <div style={{ maxWidth: 1280 }}>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>{t('dashboard.heatmap.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.heatmap.subtitle')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }} data-testid="heatmap-filters">
        <DatePicker.RangePicker
          value={[dayjs(from), dayjs(to)]}
          format="DD/MM/YYYY"
          allowClear={false}
          aria-label={t('dashboard.filters.range')}
          disabledDate={(d: Dayjs, info) => !!info?.from && Math.abs(d.diff(info.from, 'day')) > 91}
          onChange={(r) => { if (r?.[0] && r[1]) set({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') }); }}
        />
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          value={branch}
          placeholder={t('dashboard.filters.allUnits')}
          aria-label={t('dashboard.filters.branch')}
          treeData={branches.tree}
          onChange={(v?: string) => set({ branch: v || undefined })}
          style={{ width: 240 }}
          popupMatchSelectWidth={false}
        />
      </Space>
      <Card>
        {!data ? (
          heat.failed ? <Typography.Text type="danger">{t('dashboard.loadError')}</Typography.Text> : <Skeleton active />
        ) : max === 0 ? (
          <Empty description={t('dashboard.heatmap.noData')} />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <div
              role="grid"
              aria-label={t('dashboard.heatmap.title')}
              data-testid="heatmap-grid"
              style={{ display: 'grid', gridTemplateColumns: '110px repeat(24, minmax(26px, 1fr))', gap: 3, minWidth: 760, opacity: heat.loading ? 0.6 : 1 }}
            >
              <div />
              {HOURS.map((h) => <div key={h} style={{ fontSize: 11, color: '#8c8c8c', textAlign: 'center' }}>{String(h).padStart(2, '0')}</div>)}
              {DAYS.map((d) => (
                <div key={d} role="row" style={{ display: 'contents' }}>
                  <div style={{ fontSize: 13, alignSelf: 'center' }}>{dayName(d)}</div>
                  {HOURS.map((h) => {
                    const value = data.matrix[d]?.[h] ?? 0;
                    const label = t('dashboard.heatmap.tooltip', { day: dayName(d), hour: hh(h), value: formatNumber(value) });
                    return (
                      <Tooltip key={h} title={label} mouseEnterDelay={0.05}>
                        <div
                          role="gridcell"
                          aria-label={label}
                          data-testid={`heat-${d}-${h}`}
                          data-value={value}
                          style={{ height: 30, borderRadius: 4, background: colourOf(value, max), fontSize: 10, lineHeight: '30px', textAlign: 'center', color: value / max > 0.6 ? '#fff' : '#434343' }}
                        >
                          {value > 0 ? formatNumber(value, value >= 10 ? 0 : 1) : ''}
                        </div>
                      </Tooltip>
                    );
                  })}
                </div>
              ))}
            </div>
            <Space style={{ marginTop: 14, fontSize: 12, color: '#595959' }} data-testid="heatmap-legend">
              <span>{t('dashboard.heatmap.legend')}:</span>
              <span>0</span>
              {RAMP.map((c) => <span key={c} style={{ display: 'inline-block', width: 22, height: 12, borderRadius: 3, background: c }} />)}
              <span>{formatNumber(max)}</span>
            </Space>
          </div>
        )}
      </Card>
    </div>
  );
}
