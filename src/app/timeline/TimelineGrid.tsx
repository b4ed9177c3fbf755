import { Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timeline, TimelineRequest } from './timelineApi';

const DEFAULT_COLOR = '#39e489';
const WEEKEND_BG = 'rgba(0, 0, 0, 0.05)';
const SPECIAL_BG = 'rgba(250, 173, 20, 0.18)';

/** A bar: solid for approved, hatched and lighter for pending (same reason colour, so the two read together). */
export function barStyle(r: TimelineRequest): CSSProperties {
  const color = r.color ?? DEFAULT_COLOR;
  return r.status === 'APPROVED'
    ? { background: color, border: `1px solid ${color}` }
    : { background: `repeating-linear-gradient(45deg, ${color}55 0 4px, transparent 4px 8px)`, border: `1px dashed ${color}` };
}

/**
 * One row per person, one column per date: weekends shaded, special days marked (header and column), each request a
 * bar over its dates clipped to the range. A plain CSS grid: a few hundred cells need no charting library.
 */
export function TimelineGrid({ data, dates }: { data: Timeline; dates: string[] }) {
  const { t } = useTranslation();
  const index = new Map(dates.map((d, i) => [d, i]));
  const special = new Map<string, string[]>();
  for (const s of data.specialDays) for (const d of s.dates) special.set(d, [...(special.get(d) ?? []), s.name]);
  const weekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
  const shade = (d: string) => (special.has(d) ? SPECIAL_BG : weekend(d) ? WEEKEND_BG : undefined);
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? '';

  return (
    <div
      data-testid="timeline-grid"
      style={{ display: 'grid', gridTemplateColumns: `200px repeat(${dates.length}, minmax(22px, 1fr))`, overflowX: 'auto', fontSize: 12 }}
    >
      <div style={{ gridRow: 1, gridColumn: 1, fontWeight: 600, padding: 4 }}>{t('timeline.person')}</div>
      {dates.map((d, i) => (
        <Tooltip key={d} title={special.get(d)?.join(', ')}>
          <div
            data-testid={special.has(d) ? `special-${d}` : undefined}
            style={{ gridRow: 1, gridColumn: i + 2, textAlign: 'center', padding: '4px 0', background: shade(d), borderBottom: '1px solid #f0f0f0', fontWeight: special.has(d) ? 700 : 400 }}
          >
            {Number(d.slice(8))}
            {special.has(d) ? <div style={{ color: '#d48806' }}>★</div> : null}
          </div>
        </Tooltip>
      ))}
      {data.people.map((p, row) => (
        <div key={p.id} style={{ display: 'contents' }} data-testid="timeline-row">
          <div style={{ gridRow: row + 2, gridColumn: 1, padding: '6px 4px', borderBottom: '1px solid #f0f0f0', overflow: 'hidden' }}>
            <Typography.Text ellipsis>{p.name}</Typography.Text>
            <div><Typography.Text type="secondary" style={{ fontSize: 11 }}>{p.branchName}</Typography.Text></div>
          </div>
          {dates.map((d, i) => (
            <div key={d} style={{ gridRow: row + 2, gridColumn: i + 2, background: shade(d), borderBottom: '1px solid #f0f0f0', borderLeft: '1px solid #fafafa' }} />
          ))}
          {p.requests.map((r) => {
            const start = index.get(r.from < first ? first : r.from) ?? 0;
            const end = index.get(r.to > last ? last : r.to) ?? dates.length - 1;
            const label = `${r.typeTitle} · ${r.from}${r.to !== r.from ? ` – ${r.to}` : ''}${r.partial ? ` ${r.partial.startTime}–${r.partial.endTime}` : ''} · ${t(`absencesreports.statuses.${r.status}`)}`;
            return (
              <Tooltip key={r.id} title={label}>
                <div
                  data-testid={`bar-${r.status.toLowerCase()}`}
                  aria-label={label}
                  style={{ ...barStyle(r), gridRow: row + 2, gridColumn: `${start + 2} / ${end + 3}`, alignSelf: 'center', height: r.partial ? 10 : 18, margin: '0 2px', borderRadius: 4, zIndex: 1 }}
                />
              </Tooltip>
            );
          })}
        </div>
      ))}
    </div>
  );
}
