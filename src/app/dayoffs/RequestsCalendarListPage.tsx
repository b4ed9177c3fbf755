import { Segmented } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResourceDef } from '../../shared/resource';
import type { ListOverrides } from '../engine/list/listOverrides';
import { ResourceListPage } from '../engine/list/ResourceListPage';
import { RequestsCalendar } from './RequestsCalendar';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /requests: the generic list of requests, or a month calendar of them (`?view=calendar&month=2026-03`, kept in the
 * URL so a link or a reload shows the same month).
 */
export default function RequestsCalendarListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const calendar = params.get('view') === 'calendar';
  const monthParam = params.get('month');
  const month = useMemo(() => (monthParam && MONTH.test(monthParam) ? dayjs(`${monthParam}-01`) : dayjs().startOf('month')), [monthParam]);

  const overrides = useMemo<ListOverrides>(() => {
    const setView = (view: string) => setParams((p) => {
      const next = new URLSearchParams(p);
      if (view === 'calendar') next.set('view', 'calendar');
      else {
        next.delete('view');
        next.delete('month');
      }
      return next;
    });
    const setMonth = (m: dayjs.Dayjs) => setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('month', m.format('YYYY-MM'));
      return next;
    });
    return {
      toolbar: (
        <Segmented
          value={calendar ? 'calendar' : 'list'}
          onChange={(v) => setView(String(v))}
          options={[{ value: 'list', label: t('approvals.calendar.list') }, { value: 'calendar', label: t('approvals.calendar.calendar') }]}
          data-testid="requests-view"
        />
      ),
      ...(calendar ? { table: <RequestsCalendar month={month} onMonth={setMonth} /> } : {}),
    };
  }, [calendar, month, setParams, t]);

  return <ResourceListPage resource={resource} overrides={overrides} />;
}
