import { Card, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Loaded, WorkdaysGraphic } from './dashboardApi';
import { formatNumber } from '../locale/formatNumber';

const W = 720;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** a round axis maximum (1, 2, 2.5, 5 × 10^n) */
function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 2.5, 5, 10].find((m) => m * p >= v) ?? 10) * p;
}

/**
 * Hours worked per day (green bars, overtime stacked in dark green) with the people present as a line: plain SVG,
 * no chart library (one series and one line do not earn a 100 kB dependency); `<title>` gives each day a tooltip.
 */
export function WorkdaysChart({ graphic }: { graphic: Loaded<WorkdaysGraphic> }) {
  const { t } = useTranslation();
  const days = graphic.data?.days ?? [];
  const maxHours = niceMax(Math.max(0, ...days.map((d) => d.workedHours)));
  const maxPeople = niceMax(Math.max(0, ...days.map((d) => d.presences)));
  const iw = W - PAD.left - PAD.right;
  const ih = H - PAD.top - PAD.bottom;
  const step = days.length ? iw / days.length : iw;
  const bar = Math.max(2, step * 0.7);
  const y = (h: number) => PAD.top + ih - (h / maxHours) * ih;
  const yp = (n: number) => PAD.top + ih - (n / maxPeople) * ih;
  const line = days.map((d, i) => `${i ? 'L' : 'M'}${(PAD.left + i * step + step / 2).toFixed(1)},${yp(d.presences).toFixed(1)}`).join(' ');
  return (
    <Card title={t('dashboard.chart.title')} data-testid="dashboard-chart">
      {!graphic.data ? (
        graphic.failed ? <Typography.Text type="danger">{t('dashboard.loadError')}</Typography.Text> : <Skeleton active />
      ) : (
        <>
          <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={t('dashboard.chart.title')} style={{ display: 'block' }}>
            {[0, 0.5, 1].map((f) => (
              <g key={f}>
                <line x1={PAD.left} x2={W - PAD.right} y1={y(maxHours * f)} y2={y(maxHours * f)} stroke="#f0f0f0" />
                <text x={PAD.left - 6} y={y(maxHours * f) + 4} fontSize="10" textAnchor="end" fill="#8c8c8c">{formatNumber(maxHours * f, 1)} h</text>
              </g>
            ))}
            {days.map((d, i) => {
              const x = PAD.left + i * step + (step - bar) / 2;
              const normal = Math.max(0, d.workedHours - d.extraHours);
              return (
                <g key={d.date} data-testid="chart-day">
                  <title>{t('dashboard.chart.tooltip', { date: dayjs(d.date).format('DD/MM'), worked: formatNumber(d.workedHours), extra: formatNumber(d.extraHours), presences: formatNumber(d.presences), late: formatNumber(d.lateCount) })}</title>
                  <rect x={x} y={y(normal)} width={bar} height={PAD.top + ih - y(normal)} fill="#39e489" rx={1} />
                  <rect x={x} y={y(d.workedHours)} width={bar} height={y(normal) - y(d.workedHours)} fill="#12814c" rx={1} />
                  <rect x={PAD.left + i * step} y={PAD.top} width={step} height={ih} fill="transparent" />
                  {i % Math.ceil(days.length / 10) === 0 ? (
                    <text x={x + bar / 2} y={H - 10} fontSize="10" textAnchor="middle" fill="#8c8c8c">{dayjs(d.date).format('DD/MM')}</text>
                  ) : null}
                </g>
              );
            })}
            {days.length ? <path d={line} fill="none" stroke="#1677ff" strokeWidth={2} /> : null}
          </svg>
          <div className="dash-legend">
            <span><i style={{ background: '#39e489' }} />{t('dashboard.chart.workedHours')}</span>
            <span><i style={{ background: '#12814c' }} />{t('dashboard.chart.extraHours')}</span>
            <span><i style={{ background: '#1677ff', height: 3 }} />{t('dashboard.chart.presences')} (0–{formatNumber(maxPeople)})</span>
          </div>
        </>
      )}
    </Card>
  );
}
