import { Empty, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type LogRow } from './workOrdersApi';

const COLORS: Record<string, string> = { mark: '#1677ff', device: '#13a8a8', manual: '#d48806' };
const DAY_MS = 86_400_000;

/**
 * One person's logs on one order as day rows of 24 hours (browser time): each log a bar from its start to its end,
 * cut at midnight (a night log shows on both days), coloured by source; outside the workday outlined in red.
 */
export function DayTimeline({ logs }: { logs: LogRow[] }) {
  const { t } = useTranslation();
  const days = new Map<string, { left: number; width: number; log: LogRow }[]>();
  const now = Date.now();
  for (const l of logs) {
    const end = l.endedAt ? Date.parse(l.endedAt) : now;
    let cursor = Date.parse(l.startedAt);
    for (let i = 0; cursor < end && i < 60; i++) {
      const day = dayjs(cursor).startOf('day');
      const next = Math.min(end, day.add(1, 'day').valueOf());
      const key = day.format('YYYY-MM-DD');
      const list = days.get(key) ?? [];
      list.push({ left: ((cursor - day.valueOf()) / DAY_MS) * 100, width: Math.max(0.4, ((next - cursor) / DAY_MS) * 100), log: l });
      days.set(key, list);
      cursor = next;
    }
  }
  const sorted = [...days.entries()].sort(([a], [b]) => b.localeCompare(a));
  if (!sorted.length) return <Empty description={t('workorders.report.noData')} />;
  return (
    <div data-testid="wo-day-timeline">
      <div style={{ display: 'grid', gridTemplateColumns: '96px 1fr', fontSize: 11, color: '#8c8c8c' }}>
        <span />
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>{[0, 6, 12, 18, 24].map((h) => <span key={h}>{String(h).padStart(2, '0')}:00</span>)}</div>
      </div>
      {sorted.map(([day, bars]) => (
        <div key={day} style={{ display: 'grid', gridTemplateColumns: '96px 1fr', alignItems: 'center', marginBottom: 6 }}>
          <Typography.Text>{dayjs(day).format('ddd DD/MM')}</Typography.Text>
          <div style={{ position: 'relative', height: 22, background: '#f5f5f5', borderRadius: 4 }}>
            {bars.map((b, i) => (
              <Tooltip key={`${b.log.id}-${i}`} title={`${dayjs(b.log.startedAt).format('DD/MM HH:mm')} → ${b.log.endedAt ? dayjs(b.log.endedAt).format('DD/MM HH:mm') : t('workorders.logs.open')} · ${formatMinutes(b.log.minutes)} · ${t(`workorders.logs.sources.${b.log.source}`)}`}>
                <div
                  style={{
                    position: 'absolute', top: 2, bottom: 2, left: `${b.left}%`, width: `${b.width}%`, borderRadius: 3,
                    background: COLORS[b.log.source] ?? '#595959', opacity: b.log.open ? 0.6 : 1,
                    outline: b.log.outsideWorkday ? '2px solid #cf1322' : undefined,
                  }}
                />
              </Tooltip>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
