import type { ButtonProps } from 'antd';
import { Button, Card, DatePicker, Empty, Popconfirm, Segmented, Select, Space, Spin, Typography, notification } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../session';
import { useAllowed } from '../shell/access/useAllowed';
import type { ApiHttpError } from '../providers/http';
import { JobProgress } from '../imports/jobs/JobProgress';
import { useJob } from '../imports/jobs/useJob';
import { ShiftCell, TEMPLATE_MIME } from './ShiftCell';
import { PatternEditor } from './PatternEditor';
import { ShiftEditor } from './ShiftEditor';
import {
  deleteShift, loadCalendar, loadTemplates, saveShift, startGeneration,
  type Calendar, type CalendarDay, type ShiftBody, type ShiftTemplate,
} from './shiftsApi';

type Mode = 'week' | 'month';
const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');
const mondayOf = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day');

/** /team/shifts: week (collaborators × days) and month (one collaborator) calendars, template palette, generation. */
export default function ShiftsPage() {
  const { t } = useTranslation();
  const branches = getSession()?.branchOffices ?? [];
  const [mode, setMode] = useState<Mode>('week');
  const [branch, setBranch] = useState<string | undefined>(branches.find((b) => b.parentOrganization)?.id ?? branches[0]?.id);
  const [anchor, setAnchor] = useState<Dayjs>(dayjs());
  const [userId, setUserId] = useState<string | undefined>();
  const [templates, setTemplates] = useState<ShiftTemplate[]>([]);
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<{ userId: string; day: CalendarDay } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const { job } = useJob<{ created?: number }>(jobId);
  // a shift is assigned by POST (new) or PATCH (existing): both are needed to drag, edit or generate
  const canCreate = useAllowed('shifts', 'create');
  const canEdit = useAllowed('shifts', 'edit');
  const canAssign = canCreate && canEdit;
  const canDelete = useAllowed('shifts', 'delete');

  const range = useMemo(() => {
    if (mode === 'week') { const from = mondayOf(anchor); return { from: fmt(from), to: fmt(from.add(6, 'day')) }; }
    return { from: fmt(anchor.startOf('month')), to: fmt(anchor.endOf('month')) };
  }, [mode, anchor]);

  const [people, setPeopleState] = useState<{ id: string; name: string }[]>([]);
  const peopleRef = useRef<{ id: string; name: string }[]>([]);
  const setPeople = (list: { id: string; name: string }[]) => { peopleRef.current = list; setPeopleState(list); };

  const reload = useCallback(async () => {
    if (!branch) return;
    setLoading(true);
    try {
      if (mode === 'week') {
        const cal = await loadCalendar({ branch, ...range });
        setCalendar(cal);
        setPeople(cal.users.map((u) => ({ id: u.user.id, name: `${u.user.firstName} ${u.user.lastName}` })));
      } else {
        let list = peopleRef.current;
        if (!list.length) {
          const week = await loadCalendar({ branch, from: range.from, to: range.from });
          list = week.users.map((u) => ({ id: u.user.id, name: `${u.user.firstName} ${u.user.lastName}` }));
          setPeople(list);
        }
        const uid = userId && list.some((p) => p.id === userId) ? userId : list[0]?.id;
        if (uid !== userId) setUserId(uid);
        setCalendar(uid ? await loadCalendar({ userId: uid, ...range }) : null);
      }
    } catch (err) {
      notification.error({ message: (err as ApiHttpError).message });
    } finally {
      setLoading(false);
    }
  }, [branch, mode, range, userId]);

  useEffect(() => { void reload(); }, [reload]);
  useEffect(() => { void loadTemplates().then(setTemplates).catch(() => setTemplates([])); }, []);
  useEffect(() => {
    if (job?.status === 'completed') {
      notification.success({ message: t('shifts.generated', { created: job.result?.created ?? 0 }) });
      void reload();
    }
  }, [job?.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const findDay = (uid: string, date: string) => calendar?.users.find((u) => u.user.id === uid)?.days.find((d) => d.date === date) ?? null;

  const save = async (uid: string, date: string, body: ShiftBody) => {
    const day = findDay(uid, date);
    try {
      await saveShift(day?.shift ?? null, { userId: uid, date, ...body });
      notification.success({ message: t('shifts.assigned') });
      setEditing(null);
      await reload();
    } catch (err) {
      const e = err as ApiHttpError;
      notification.error({ message: e.message || t('shifts.error'), props: { 'data-testid': 'shift-error' } });
    }
  };

  const remove = async () => {
    if (!editing?.day.shift?.id) return;
    try {
      await deleteShift(editing.day.shift.id);
      notification.success({ message: t('shifts.deleted') });
      setEditing(null);
      await reload();
    } catch (err) {
      notification.error({ message: (err as ApiHttpError).message });
    }
  };

  const generate = async () => {
    try {
      setJobId((await startGeneration(branch)).jobId);
    } catch (err) {
      notification.error({ message: (err as ApiHttpError).message });
    }
  };

  const dates = useMemo(() => {
    const out: string[] = [];
    for (let d = dayjs(range.from); !d.isAfter(dayjs(range.to)); d = d.add(1, 'day')) out.push(fmt(d));
    return out;
  }, [range]);
  const specialByDate = (date: string) => calendar?.users[0]?.days.find((d) => d.date === date)?.specialDays ?? [];

  const cellFor = (uid: string, day: CalendarDay, showDate?: boolean) => (
    <ShiftCell key={day.date} day={day} userId={uid} showDate={showDate}
      onDropTemplate={canAssign ? (templateId) => void save(uid, day.date, { templateId }) : undefined}
      onOpen={canAssign ? () => setEditing({ userId: uid, day }) : undefined} />
  );

  const week = (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: 900 }} data-testid="shifts-week">
        <thead>
          <tr>
            <th style={{ width: 180, textAlign: 'left', padding: 6 }}>{t('shifts.collaborator')}</th>
            {dates.map((d) => {
              const sd = specialByDate(d);
              return (
                <th key={d} style={{ padding: 6, textAlign: 'left', borderBottom: sd.length ? '3px solid #fa8c16' : '1px solid #f0f0f0', background: sd.length ? '#fff7e6' : undefined }}
                  title={sd.map((s) => s.name).join(', ') || undefined} data-special={sd.length ? 'true' : undefined}>
                  <div style={{ textTransform: 'capitalize' }}>{dayjs(d).format('ddd D')}</div>
                  {sd.length > 0 && <div style={{ fontSize: 11, fontWeight: 400, color: '#d46b08' }}>★ {sd[0].name}</div>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calendar?.users.map((row) => (
            <tr key={row.user.id} style={{ borderTop: '1px solid #f0f0f0' }}>
              <td style={{ padding: 6 }}>
                <Typography.Text strong>{row.user.firstName} {row.user.lastName}</Typography.Text>
                {row.user.position && <div style={{ fontSize: 12, color: '#8c8c8c' }}>{row.user.position}</div>}
              </td>
              {row.days.map((day) => <td key={day.date} style={{ padding: 2, verticalAlign: 'top', borderLeft: '1px solid #f5f5f5' }}>{cellFor(row.user.id, day)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar && !calendar.users.length && <Empty description={t('shifts.noCollaborators')} />}
    </div>
  );

  const monthRow = calendar?.users[0];
  const lead = (dayjs(range.from).day() + 6) % 7;
  const month = monthRow ? (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }} data-testid="shifts-month">
      {Array.from({ length: 7 }, (_, i) => <div key={`h${i}`} style={{ fontWeight: 600, textTransform: 'capitalize' }}>{mondayOf(dayjs()).add(i, 'day').format('ddd')}</div>)}
      {Array.from({ length: lead }, (_, i) => <div key={`e${i}`} />)}
      {monthRow.days.map((day) => <div key={day.date} style={{ border: '1px solid #f0f0f0', borderRadius: 6 }}>{cellFor(monthRow.user.id, day, true)}</div>)}
    </div>
  ) : <Empty description={t('shifts.noCollaborators')} />;

  const editingName = editing ? calendar?.users.find((u) => u.user.id === editing.userId)?.user : undefined;

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card size="small" title={t('shifts.palette')} style={{ width: 200, flex: 'none' }} data-testid="shift-palette">
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="palette-hint">{t(canAssign ? 'shifts.paletteHint' : 'shifts.readOnlyHint')}</Typography.Paragraph>
        <Space direction="vertical" style={{ width: '100%' }}>
          {templates.map((tpl) => (
            <div key={tpl.id} draggable={canAssign} data-testid={`template-${tpl.name}`}
              onDragStart={canAssign ? (e) => { e.dataTransfer.setData(TEMPLATE_MIME, tpl.id); e.dataTransfer.setData('text/plain', tpl.id); e.dataTransfer.effectAllowed = 'copy'; } : undefined}
              style={{ cursor: canAssign ? 'grab' : 'default', borderLeft: `4px solid ${tpl.color}`, background: `${tpl.color}22`, borderRadius: 4, padding: '4px 8px' }}>
              <div style={{ fontWeight: 600 }}>{tpl.name}</div>
              <div style={{ fontSize: 12 }}>{tpl.startTime ? `${tpl.startTime}–${tpl.endTime}` : t(`shifts.types.${tpl.type}`)}</div>
            </div>
          ))}
        </Space>
      </Card>
      <Card style={{ flex: 1, minWidth: 0 }} title={t('shifts.title')}
        extra={canAssign && (
          <Popconfirm title={t('shifts.generateConfirm')} description={<div style={{ maxWidth: 320 }}>{t('shifts.generateConfirmText')}</div>}
            okText={t('shifts.generateOk')} cancelText={t('shifts.cancel')} onConfirm={() => void generate()} okButtonProps={{ 'data-testid': 'shifts-generate-confirm' } as ButtonProps}>
            <Button type="primary" data-testid="shifts-generate" loading={!!job && (job.status === 'pending' || job.status === 'running')}>{t('shifts.generate')}</Button>
          </Popconfirm>
        )}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Segmented<Mode> value={mode} onChange={setMode} options={[{ value: 'week', label: t('shifts.week') }, { value: 'month', label: t('shifts.month') }]} />
          <Select style={{ width: 200 }} value={branch} onChange={(b) => { setPeople([]); setBranch(b); }} placeholder={t('shifts.branch')} data-testid="shifts-branch"
            options={branches.map((b) => ({ value: b.id, label: b.name }))} />
          {mode === 'month' && (
            <Select style={{ width: 220 }} value={userId} onChange={setUserId} placeholder={t('shifts.collaborator')} showSearch optionFilterProp="label"
              options={people.map((p) => ({ value: p.id, label: p.name }))} />
          )}
          {mode === 'month' && userId && canAssign && <PatternEditor userId={userId} templates={templates} onSaved={() => void reload()} />}
          <Button onClick={() => setAnchor(anchor.subtract(1, mode))}>{t('shifts.prev')}</Button>
          <Button onClick={() => setAnchor(dayjs())}>{t('shifts.today')}</Button>
          <Button onClick={() => setAnchor(anchor.add(1, mode))}>{t('shifts.next')}</Button>
          <DatePicker picker={mode === 'week' ? 'week' : 'month'} value={anchor} onChange={(d) => d && setAnchor(d)} allowClear={false} />
        </Space>
        {job && <div style={{ marginBottom: 12 }}><JobProgress job={job} /></div>}
        <Spin spinning={loading}>{mode === 'week' ? week : month}</Spin>
      </Card>
      <ShiftEditor
        open={!!editing}
        title={editing ? `${t('shifts.edit')} · ${editingName ? `${editingName.firstName} ${editingName.lastName}` : ''} · ${editing.day.date}` : ''}
        shift={editing?.day.shift ?? null}
        templates={templates}
        onClose={() => setEditing(null)}
        onDelete={canDelete ? () => void remove() : undefined}
        onSave={(body) => { if (editing) void save(editing.userId, editing.day.date, body); }}
      />
    </div>
  );
}
