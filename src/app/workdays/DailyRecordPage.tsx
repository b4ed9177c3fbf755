import { ReloadOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Card, DatePicker, Empty, Flex, Result, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { addDays, localDateOf } from '../../shared/workday';
import { useViewport } from '../layout/useViewport';
import { useAllowed } from '../shell/access/useAllowed';
import type { ApiHttpError } from '../providers/http';
import { dayColumns, DayRow, type DayActions } from './DayRow';
import { TimelineAxis } from './DayTimeline';
import { RecordHeader } from './RecordHeader';
import { recordDays, type RecordDay } from './recordDays';
import { scaleFor } from './timelineScale';
import { TimelineLegend } from './TimelineLegend';
import { useWorkdayHistory } from './useWorkdayHistory';
import { workdayApi } from './workdayApi';
import { WorkdayAuditDrawer } from './WorkdayAuditDrawer';
import { WorkdayEditor } from './WorkdayEditor';

/** The record opens on the last two weeks. */
const DEFAULT_DAYS = 14;
const today = () => dayjs().format('YYYY-MM-DD');

/**
 * /team/daily-record/:id — one person's workdays as a timeline per day (check-in/out pairs, breaks, late arrival and
 * overtime highlighted, the planned shift framed), totals, warnings, and manual create, correct, delete and history.
 */
export default function DailyRecordPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { mobile } = useViewport();
  const { open: notify } = useNotification();
  const [params] = useSearchParams();
  // ?from=YYYY-MM-DD&to=YYYY-MM-DD opens the record on that range (the review screens link to a reported day)
  const [range, setRange] = useState(() => {
    const from = params.get('from');
    const to = params.get('to');
    const valid = (d: string | null): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d) && dayjs(d).isValid();
    return valid(from) && valid(to) && from <= to ? { gte: from, lte: to } : { gte: addDays(today(), -(DEFAULT_DAYS - 1)), lte: today() };
  });
  const { history, loading, fetching, error, refetch } = useWorkdayHistory(id, range);
  const [editing, setEditing] = useState<{ date: string; day?: RecordDay } | null>(null);
  const [auditOf, setAuditOf] = useState<RecordDay | null>(null);
  const canCreate = useAllowed('daily-record', 'create');
  const canEdit = useAllowed('daily-record', 'edit');
  const canDelete = useAllowed('daily-record', 'delete');

  const person = history?.user;
  useEffect(() => {
    if (person) document.title = `${t('workdays.title')} · ${person.firstName} ${person.lastName} | HR Admin`;
  }, [person, t]);

  const timeZone = history?.timeZone ?? 'Europe/Madrid';
  const localToday = localDateOf(Date.now(), timeZone);
  const days = useMemo(() => (history ? recordDays(range.gte, range.lte, history.workdays, history.shifts) : []), [history, range]);
  const scale = useMemo(
    () => scaleFor(days.map((d) => ({ date: d.date, shift: d.shift, times: d.workday?.historyHours.flatMap((h) => [h.start, h.end]) ?? [] })), timeZone),
    [days, timeZone],
  );

  if (loading) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (error || !history || !person) {
    const status = (error as ApiHttpError | null)?.statusCode === 403 ? '403' : '404';
    return <Result status={status} title={status === '403' ? t('errors.FORBIDDEN') : t('workdays.record.notFound')} extra={<Link to="/team">{t('workdays.record.backToTeam')}</Link>} />;
  }

  const actions: DayActions = {
    canCreate, canEdit, canDelete,
    onCreate: (date) => setEditing({ date }),
    onEdit: (day) => setEditing({ date: day.date, day }),
    onHistory: (day) => setAuditOf(day),
    onDelete: async (day) => {
      try {
        await workdayApi.remove(day.workday!.id);
        notify?.({ type: 'success', message: t('workdays.record.deleted') });
        await refetch();
      } catch (e) {
        notify?.({ type: 'error', message: t('workdays.record.deleteFailed'), description: (e as ApiHttpError).message });
      }
    },
  };
  const onRange = (values: null | (Dayjs | null)[]) => {
    if (values?.[0] && values[1]) setRange({ gte: values[0].format('YYYY-MM-DD'), lte: values[1].format('YYYY-MM-DD') });
  };
  const presets = [
    { label: t('workdays.range.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] as [Dayjs, Dayjs] },
    { label: t('workdays.range.last14'), value: [dayjs().subtract(13, 'day'), dayjs()] as [Dayjs, Dayjs] },
    { label: t('workdays.range.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
    { label: t('workdays.range.thisMonth'), value: [dayjs().startOf('month'), dayjs()] as [Dayjs, Dayjs] },
    { label: t('workdays.range.lastMonth'), value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] as [Dayjs, Dayjs] },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <RecordHeader person={person} timeZone={timeZone} workdays={history.workdays} />
      </Card>
      <Card
        title={<Typography.Title level={4} style={{ margin: 0 }}>{t('workdays.title')}</Typography.Title>}
        extra={
          <Space wrap>
            <DatePicker.RangePicker
              value={[dayjs(range.gte), dayjs(range.lte)]}
              onChange={onRange}
              presets={presets}
              allowClear={false}
              format="DD/MM/YYYY"
              disabledDate={(d) => d.isAfter(dayjs().add(31, 'day'), 'day')}
              data-testid="record-range"
            />
            <Button icon={<ReloadOutlined />} loading={fetching} onClick={() => void refetch()} aria-label={t('common.buttons.refresh')} />
          </Space>
        }
        styles={{ body: { padding: 0 } }}
      >
        <Flex justify="space-between" wrap gap={8} style={{ padding: '12px 12px 4px' }}>
          <TimelineLegend />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('workdays.record.count', { count: history.count })}</Typography.Text>
        </Flex>
        {!mobile ? (
          <div style={{ display: 'grid', gridTemplateColumns: dayColumns(false), gap: 16, padding: '4px 12px', borderBottom: '1px solid #f0f0f0', position: 'sticky', top: 0, background: '#fff', zIndex: 2 }}>
            <span />
            <TimelineAxis scale={scale} />
            <span />
            <span />
          </div>
        ) : (
          <div style={{ padding: '4px 12px', borderBottom: '1px solid #f0f0f0' }}>
            <TimelineAxis scale={scale} />
          </div>
        )}
        {days.length ? (
          days.map((day) => <DayRow key={day.date} day={day} today={localToday} scale={scale} timeZone={timeZone} actions={actions} mobile={mobile} />)
        ) : (
          <Empty style={{ padding: 32 }} />
        )}
      </Card>
      {editing ? (
        <WorkdayEditor
          userId={person.id}
          workday={editing.day?.workday}
          date={editing.date}
          timeZone={timeZone}
          config={history.config}
          shiftOf={(date) => history.shifts.find((s) => s.date === date) ?? history.workdays.find((w) => w.date === date)?.shift ?? undefined}
          others={history.workdays}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      {auditOf?.workday ? <WorkdayAuditDrawer workdayId={auditOf.workday.id} date={auditOf.date} timeZone={timeZone} onClose={() => setAuditOf(null)} /> : null}
    </Space>
  );
}
