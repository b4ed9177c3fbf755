import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { plannedWindow, type HistoryEntry, type ShiftForDay } from '../../shared/workday';
import { formatMinutes } from './formatMinutes';
import { TIME_COLORS } from './timelineColors';
import { localTime, minutesAfter, placeOn, tickLabel, ticksOf, type TimelineScale } from './timelineScale';
import type { WorkdayRecord } from './workdayApi';

const BAR_HEIGHT = 22;

/**
 * One day as a bar on the shared hour scale: the planned shift as a dashed frame, each stretch of the timeline
 * (worked, break, late arrival, overtime) in its colour, and a tick at every check-in and check-out.
 */
export function DayTimeline({ date, workday, shift, scale, timeZone }: { date: string; workday?: WorkdayRecord; shift?: ShiftForDay | null; scale: TimelineScale; timeZone: string }) {
  const { t } = useTranslation();
  const at = (instant: string | number) => minutesAfter(date, instant, timeZone);
  const planned = plannedWindow(shift ?? null, timeZone);
  const plannedBox = planned ? placeOn(scale, at(planned.start), at(planned.end)) : null;
  const time = (iso: string) => {
    const l = localTime(iso, date, timeZone);
    return l.otherDay ? `${l.time} (+1)` : l.time;
  };
  const entryText = (e: HistoryEntry) => `${t(`workdays.history.${e.type}`)} · ${time(e.start)}–${time(e.end)} · ${formatMinutes(e.minutes)}`;

  return (
    <div style={{ position: 'relative', height: BAR_HEIGHT + 6, minWidth: 240 }} data-testid={`timeline-${date}`}>
      {/* hour grid */}
      {ticksOf(scale).map((m) => {
        const x = placeOn(scale, scale.start, m);
        return <div key={m} style={{ position: 'absolute', top: 0, bottom: 0, left: `${x ? x.width : 0}%`, borderLeft: '1px dashed #f0f0f0' }} />;
      })}
      <div style={{ position: 'absolute', top: 3, left: 0, right: 0, height: BAR_HEIGHT, background: '#fafafa', borderRadius: 4 }} />
      {plannedBox ? (
        <Tooltip title={t('workdays.record.planned', { from: time(new Date(planned!.start).toISOString()), to: time(new Date(planned!.end).toISOString()) })}>
          <div
            aria-label={t('workdays.legend.PLANNED')}
            style={{
              position: 'absolute', top: 0, height: BAR_HEIGHT + 6, left: `${plannedBox.left}%`, width: `${plannedBox.width}%`,
              border: `1.5px dashed ${TIME_COLORS.PLANNED}`, borderRadius: 5, opacity: 0.55,
            }}
          />
        </Tooltip>
      ) : null}
      {(workday?.historyHours ?? []).map((e) => {
        const box = placeOn(scale, at(e.start), at(e.end));
        if (!box) return null;
        return (
          <Tooltip key={`${e.type}-${e.start}`} title={entryText(e)}>
            <div
              data-type={e.type}
              style={{
                position: 'absolute', top: 3, height: BAR_HEIGHT, left: `${box.left}%`, width: `max(${box.width}%, 2px)`,
                background: e.type === 'BREAK'
                  ? `repeating-linear-gradient(135deg, ${TIME_COLORS.BREAK}, ${TIME_COLORS.BREAK} 3px, #e8e8e8 3px, #e8e8e8 6px)`
                  : TIME_COLORS[e.type],
                borderRadius: 3,
              }}
            />
          </Tooltip>
        );
      })}
      {(workday?.clocks ?? []).flatMap((c, i) => [
        { key: `in-${i}`, instant: c.in, label: t('workdays.record.checkIn', { time: time(c.in) }) },
        ...(c.out ? [{ key: `out-${i}`, instant: c.out, label: t(c.automatic ? 'workdays.record.checkOutAutomatic' : 'workdays.record.checkOut', { time: time(c.out) }) }] : []),
      ]).map((mark) => {
        const x = placeOn(scale, scale.start, at(mark.instant));
        if (!x) return null;
        return (
          <Tooltip key={mark.key} title={mark.label}>
            <div style={{ position: 'absolute', top: 0, height: BAR_HEIGHT + 6, left: `calc(${x.width}% - 1px)`, width: 2, background: '#262626', borderRadius: 1 }} />
          </Tooltip>
        );
      })}
    </div>
  );
}

/** The hour labels above the bars. */
export function TimelineAxis({ scale }: { scale: TimelineScale }) {
  return (
    <div style={{ position: 'relative', height: 18, minWidth: 240 }} aria-hidden>
      {ticksOf(scale).map((m) => {
        const x = placeOn(scale, scale.start, m);
        const label = tickLabel(m);
        return (
          <span key={m} style={{ position: 'absolute', left: `${x ? x.width : 0}%`, transform: 'translateX(-50%)', fontSize: 11, color: '#8c8c8c', whiteSpace: 'nowrap' }}>
            {label.text}
            {label.nextDay ? <sup>+1</sup> : null}
          </span>
        );
      })}
    </div>
  );
}
