import { Alert, Drawer, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes } from '../../workdays/formatMinutes';
import type { Absences, LateArrivals, Loaded, Presences, WorkdayUser } from './dashboardApi';
import type { ListKind } from './useDashboardFilters';

const STATUS_COLOR = { working: 'green', onBreak: 'gold', finished: 'default' } as const;
/** HH:mm of an instant in the person's zone (a Canary store's 08:00 reads 08:00 from Madrid too) */
const time = (iso: string | null, timeZone: string) => {
  if (!iso) return '';
  try {
    return new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
  } catch {
    return dayjs(iso).format('HH:mm');
  }
};

interface Row { id: string; name: string; branchName: string | null; tags: string[]; status?: WorkdayUser['status']; leave?: { text: string; color: string } }

/** The people behind one card (at most the first 50, as the API lists them), each linking to their daily record. */
export function PeopleDrawer({ kind, date, presences, absences, late, onClose }: {
  kind?: ListKind; date: string; presences: Loaded<Presences>; absences: Loaded<Absences>; late: Loaded<LateArrivals>; onClose: () => void;
}) {
  const { t } = useTranslation();
  let rows: Row[] = [];
  let total = 0;
  let loading = false;
  let failed = false;
  if (kind === 'absences') {
    const d = absences.data;
    ({ loading, failed } = absences);
    total = (d?.absent ?? 0) + (d?.onLeave ?? 0);
    rows = (d?.users ?? []).map((u) => ({ id: u.id, name: u.name, branchName: u.branchName, tags: [t('dashboard.list.shift', { start: u.shift.startTime, end: u.shift.endTime })] }));
    // then who is away on approved leave: not absent, but the reader looking for someone finds them here
    rows.push(...(d?.onLeaveUsers ?? []).map((u) => ({
      id: u.id, name: u.name, branchName: u.branchName,
      tags: u.partial ? [t('dashboard.list.leaveHours', { start: u.partial.startTime, end: u.partial.endTime })] : [],
      leave: { text: t('dashboard.list.onLeave', { reason: u.reason }), color: u.color },
    })));
  } else if (kind) {
    const src = kind === 'late' ? late : presences;
    ({ loading, failed } = src);
    total = kind === 'late' ? (late.data?.count ?? 0) : (presences.data?.present ?? 0);
    rows = (src.data?.users ?? []).map((u) => ({
      id: u.id,
      name: u.name,
      branchName: u.branchName,
      status: kind === 'presences' ? u.status : undefined,
      tags: kind === 'late'
        ? [t('dashboard.list.lateBy', { time: formatMinutes(u.lateMinutes) }), t('dashboard.list.firstIn', { time: time(u.firstIn, u.timeZone) })]
        : [t('dashboard.list.firstIn', { time: time(u.firstIn, u.timeZone) }), ...(u.lastOut ? [t('dashboard.list.lastOut', { time: time(u.lastOut, u.timeZone) })] : []), t('dashboard.list.worked', { time: formatMinutes(u.workedMinutes) })],
    }));
  }
  return (
    <Drawer
      open={!!kind}
      onClose={onClose}
      width={480}
      title={kind ? t(`dashboard.list.titles.${kind}`, { date: dayjs(date).format('DD/MM/YYYY') }) : ''}
      data-testid="people-drawer"
      destroyOnHidden
    >
      {failed ? <Alert type="error" showIcon message={t('dashboard.loadError')} /> : null}
      {total > rows.length && !loading ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('dashboard.list.partial', { shown: rows.length, total })} />
      ) : null}
      <List
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: t('dashboard.list.empty') }}
        renderItem={(r) => (
          <List.Item data-testid="people-row" actions={[<Link key="open" to={`/team/daily-record/${r.id}`}>{t('dashboard.list.openRecord')}</Link>]}>
            <List.Item.Meta
              title={<Link to={`/team/daily-record/${r.id}`}>{r.name}</Link>}
              description={
                <>
                  {r.branchName ? <Typography.Text type="secondary" style={{ marginRight: 8 }}>{r.branchName}</Typography.Text> : null}
                  {r.status ? <Tag color={STATUS_COLOR[r.status]}>{t(`dashboard.list.status.${r.status}`)}</Tag> : null}
                  {r.leave ? <Tag color={r.leave.color} data-testid="on-leave">{r.leave.text}</Tag> : null}
                  {r.tags.map((tag) => <Tag key={tag} bordered={false}>{tag}</Tag>)}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
