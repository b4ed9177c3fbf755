import { Card, Skeleton, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCalendar, Loaded } from './dashboardApi';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * The month of the chosen date, Monday first: per day presences (green), absences (red) and late arrivals (amber),
 * special days named; a click chooses that day.
 */
export function MonthCalendar({ calendar, date, onPick, extra }: {
  calendar: Loaded<DashboardCalendar>; date: string; onPick: (d: string) => void; extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const data = calendar.data;
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  // 2024-01-01 was a Monday
  const heads = WEEKDAYS.map((i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
  const lead = data ? (dayjs(data.from).day() + 6) % 7 : 0;
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(new Date(`${date.slice(0, 7)}-15T12:00:00Z`));
  return (
    <Card title={<>{t('dashboard.calendar.title')} <Typography.Text type="secondary" style={{ fontWeight: 400 }}>· {month}</Typography.Text></>} extra={extra} data-testid="dashboard-calendar">
      {!data ? (
        calendar.failed ? <Typography.Text type="danger">{t('dashboard.loadError')}</Typography.Text> : <Skeleton active />
      ) : (
        <>
          <div className="dash-cal">
            {heads.map((h) => <div key={h} className="dash-cal-head">{h}</div>)}
            {Array.from({ length: lead }, (_, i) => <div key={`pad-${i}`} />)}
            {data.days.map((d) => {
              const special = d.specialDays.map((s) => s.name).join(', ');
              return (
                <Tooltip key={d.date} title={<>{t('dashboard.calendar.dayTooltip', { presences: d.presences, absences: d.absences, late: d.late })}{special ? <div>{special}</div> : null}</>}>
                  <button
                    type="button"
                    className={`dash-cal-day${d.date === date ? ' is-selected' : ''}${special ? ' is-special' : ''}`}
                    onClick={() => onPick(d.date)}
                    data-testid={`cal-${d.date}`}
                  >
                    <span className="dash-cal-num">{Number(d.date.slice(8))}</span>
                    {special ? <span className="dash-cal-special">{special}</span> : null}
                    <span className="dash-cal-counts">
                      {d.presences ? <span className="c-p">{d.presences}</span> : null}
                      {d.absences ? <span className="c-a">{d.absences}</span> : null}
                      {d.late ? <span className="c-l">{d.late}</span> : null}
                    </span>
                  </button>
                </Tooltip>
              );
            })}
          </div>
          <div className="dash-legend">
            <span><i className="c-p" />{t('dashboard.calendar.presences')}</span>
            <span><i className="c-a" />{t('dashboard.calendar.absences')}</span>
            <span><i className="c-l" />{t('dashboard.calendar.late')}</span>
          </div>
        </>
      )}
    </Card>
  );
}
