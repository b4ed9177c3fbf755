import { useCustom, useList, useMany } from '@refinedev/core';
import { Alert, Calendar, Spin, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { recordLabel } from '../engine/render/RefLabels';

/** A request as the calendar needs it (a `dayoffs` record). */
interface CalendarRequest { id: string; userId: string; typeId: string; from: string; to: string; status: 'PENDING' | 'APPROVED' | 'REJECTED' }
interface Reason { id: string; title: string; color?: string | null }

const MAX_PER_DAY = 3;
const ymd = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * A month of approved and pending requests, one line per person and day in the reason's colour (pending ones
 * dashed); a click opens the request. Only the requests overlapping the month are read (from ≤ month end,
 * to ≥ month start, server-side).
 */
export function RequestsCalendar({ month, onMonth }: { month: Dayjs; onMonth: (month: Dayjs) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = ymd(month.startOf('month'));
  const end = ymd(month.endOf('month'));
  const { result, query } = useList<CalendarRequest>({
    resource: 'dayoffs',
    pagination: { currentPage: 1, pageSize: 500 },
    filters: [
      { field: 'status', operator: 'in', value: ['APPROVED', 'PENDING'] },
      { field: 'from', operator: 'lte', value: end },
      { field: 'to', operator: 'gte', value: start },
    ],
    sorters: [{ field: 'from', order: 'asc' }],
    errorNotification: false,
  });
  const requests = useMemo(() => result.data ?? [], [result.data]);
  const userIds = useMemo(() => [...new Set(requests.map((r) => r.userId))], [requests]);
  const people = useMany({ resource: 'users', ids: userIds, queryOptions: { enabled: userIds.length > 0 }, errorNotification: false });
  const reasons = useCustom<{ typesOfDayoff: Reason[] }>({ url: '/companies/typesOfDayoff', method: 'get', config: { query: { limit: 500 } }, errorNotification: false });
  const nameOf = useMemo(() => {
    const label = recordLabel('users');
    const byId = new Map((people.result.data ?? []).map((u) => [String(u.id), label(u)]));
    return (id: string) => byId.get(id) ?? '…';
  }, [people.result.data]);
  const reasonOf = useMemo(() => {
    const byId = new Map((reasons.result.data?.typesOfDayoff ?? []).map((r) => [r.id, r]));
    return (id: string) => byId.get(id);
  }, [reasons.result.data]);

  const dayCell = (day: Dayjs) => {
    if (!day.isSame(month, 'month')) return null;
    const date = ymd(day);
    const onDay = requests.filter((r) => r.from <= date && r.to >= date);
    return (
      <div data-testid="calendar-day" data-date={date}>
        {onDay.slice(0, MAX_PER_DAY).map((r) => {
          const reason = reasonOf(r.typeId);
          const color = reason?.color || '#1677ff';
          return (
            <Tooltip key={r.id} title={`${nameOf(r.userId)} · ${reason?.title ?? ''} · ${t(`dayoffs.enums.status.${r.status}`, { defaultValue: r.status })}`}>
              <div
                role="link"
                tabIndex={0}
                data-testid="calendar-request"
                onClick={(e) => {
                  e.stopPropagation();
                  navigate(`/requests/view/${r.id}`);
                }}
                onKeyDown={(e) => e.key === 'Enter' && navigate(`/requests/view/${r.id}`)}
                style={{
                  fontSize: 12, lineHeight: '18px', padding: '0 4px', marginBottom: 2, borderRadius: 3, cursor: 'pointer',
                  overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap',
                  borderInlineStart: `3px ${r.status === 'PENDING' ? 'dashed' : 'solid'} ${color}`,
                  background: `${color}22`,
                }}
              >
                {nameOf(r.userId)}
              </div>
            </Tooltip>
          );
        })}
        {onDay.length > MAX_PER_DAY ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('approvals.calendar.more', { count: onDay.length - MAX_PER_DAY })}</Typography.Text> : null}
      </div>
    );
  };

  return (
    <Spin spinning={query.isFetching}>
      {query.error ? <Alert type="error" showIcon message={t('approvals.calendar.loadError')} style={{ marginBottom: 12 }} /> : null}
      <Calendar
        mode="month"
        value={month}
        onPanelChange={(d) => onMonth(d)}
        onSelect={(d, info) => info.source !== 'date' && onMonth(d)}
        cellRender={(current, info) => (info.type === 'date' ? dayCell(dayjs(current)) : info.originNode)}
        data-testid="requests-calendar"
      />
    </Spin>
  );
}
