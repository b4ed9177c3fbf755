import { ApartmentOutlined, CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { useAllowed } from '../access/useAllowed';
import { Col, Flex, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourceByName } from '../../engine/resourceRegistry';
import { useSession } from '../session/useSession';
import { AttendanceCards } from './AttendanceCards';
import './dashboard.css';
import {
  loadAbsences, loadCalendar, loadGraphic, loadLateArrivals, loadMap, loadPresences, useDashboardData,
} from './dashboardApi';
import { DashboardFilters } from './DashboardFilters';
import { MapCard } from './MapCard';
import { MonthCalendar } from './MonthCalendar';
import { PeopleDrawer } from './PeopleDrawer';
import { QuickActions } from './QuickActions';
import { SummaryCard } from './SummaryCard';
import { UpcomingSpecialDays, type SpecialDayRow } from './UpcomingSpecialDays';
import { useDashboardFilters } from './useDashboardFilters';
import { useResourceCount } from './useResourceCount';
import { WorkdaysChart } from './WorkdaysChart';
import { InformationBanner } from '../../communication/InformationBanner';

/** Days of the workdays graphic, ending at the chosen date. */
const GRAPHIC_DAYS = 30;

/** Upcoming special days: the next 90 days. */
const UPCOMING_DAYS = 90;

const calendarQuery = (date: string, branch?: string) => new URLSearchParams({ date, ...(branch ? { branch } : {}) }).toString();

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const greetingKey = (hour: number) => (hour < 12 ? 'morning' : hour < 20 ? 'afternoon' : 'evening');

/**
 * Attendance of the chosen date and unit (module `reports`, read): presences, absences and late arrivals (each opens
 * the list of its people), the month calendar, the workdays graphic and the map of the day's marks.
 */
function Attendance() {
  const { t } = useTranslation();
  const f = useDashboardFilters();
  const key = `${f.date}|${f.branch ?? ''}`;
  const month = `${f.date.slice(0, 7)}|${f.branch ?? ''}`;
  const presences = useDashboardData(key, (s) => loadPresences(f.date, f.branch, s));
  const absences = useDashboardData(key, (s) => loadAbsences(f.date, f.branch, s));
  const late = useDashboardData(key, (s) => loadLateArrivals(f.date, f.branch, s));
  const calendar = useDashboardData(month, (s) => loadCalendar(f.date, f.branch, s));
  const map = useDashboardData(key, (s) => loadMap(f.date, f.branch, s));
  const graphic = useDashboardData(key, (s) => loadGraphic(dayjs(f.date).subtract(GRAPHIC_DAYS - 1, 'day').format('YYYY-MM-DD'), f.date, f.branch, s));
  return (
    <section data-testid="dashboard-attendance" style={{ marginBottom: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{t('dashboard.attendance')}</Typography.Title>
        <DashboardFilters date={f.date} branch={f.branch} onDate={f.setDate} onBranch={f.setBranch} />
      </Flex>
      <AttendanceCards presences={presences} absences={absences} late={late} onOpen={f.openList} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}><MonthCalendar calendar={calendar} date={f.date} onPick={f.setDate} extra={<Link to={`/calendar?${calendarQuery(f.date, f.branch)}`} data-testid="open-calendar">{t('calendar.open')}</Link>} /></Col>
        <Col xs={24} xl={12}><MapCard map={map} /></Col>
        <Col xs={24}><WorkdaysChart graphic={graphic} /></Col>
      </Row>
      <PeopleDrawer kind={f.list} date={f.date} presences={presences} absences={absences} late={late} onClose={() => f.openList(undefined)} />
    </section>
  );
}

/** /dashboard — greeting, attendance figures and figures from the API, each linking to its list. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useSession()?.user;
  const canAttendance = useAllowed('heat-map', 'list');
  const users = resourceByName('users');
  const branches = resourceByName('branchoffices');
  const specialDays = resourceByName('specialdays');

  const upcomingFilter = useMemo(() => {
    const today = dayjs().format('YYYY-MM-DD');
    const until = dayjs().add(UPCOMING_DAYS, 'day').format('YYYY-MM-DD');
    return [{ field: 'dateFrom', operator: 'between' as const, value: [today, until] }];
  }, []);

  const collaborators = useResourceCount('users');
  const offices = useResourceCount('branchoffices');
  const upcoming = useResourceCount<SpecialDayRow>('specialdays', {
    filters: upcomingFilter,
    sorters: [{ field: 'dateFrom', order: 'asc' }],
    pageSize: 5,
  });

  const cards: { key: string; allowed?: boolean; node: ReactNode }[] = [
    {
      key: 'collaborators',
      allowed: collaborators.allowed,
      node: (
        <SummaryCard
          testId="card-collaborators"
          title={t('common.dashboard.collaborators')}
          value={collaborators.total}
          icon={<TeamOutlined />}
          to={users?.routes.list ?? '/team'}
          loading={collaborators.loading}
          failed={collaborators.failed}
        />
      ),
    },
    {
      key: 'branchoffices',
      allowed: offices.allowed,
      node: (
        <SummaryCard
          testId="card-branchoffices"
          title={t('common.dashboard.branchOffices')}
          value={offices.total}
          icon={<ApartmentOutlined />}
          to={branches?.routes.list ?? '/company/branch-offices'}
          loading={offices.loading}
          failed={offices.failed}
        />
      ),
    },
    {
      key: 'specialdays',
      allowed: upcoming.allowed,
      node: (
        <SummaryCard
          testId="card-specialdays"
          title={t('common.dashboard.upcomingSpecialDays', { days: UPCOMING_DAYS })}
          value={upcoming.total}
          icon={<CalendarOutlined />}
          to={specialDays?.routes.list ?? '/specialdays'}
          loading={upcoming.loading}
          failed={upcoming.failed}
        />
      ),
    },
  ];

  return (
    <div style={{ maxWidth: 1280 }}>
      <InformationBanner />
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }} data-testid="dashboard-greeting">
        {t(`common.dashboard.greeting.${greetingKey(new Date().getHours())}`, { name: user?.firstName || user?.username || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {capitalize(new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date()))}
        {user?.position ? ` · ${user.position}` : ''}
      </Typography.Paragraph>
      {canAttendance ? <Attendance /> : null}
      <Row gutter={[16, 16]}>
        {cards
          .filter((c) => c.allowed !== false)
          .map((c) => (
            <Col key={c.key} xs={24} sm={12} lg={8}>
              {c.node}
            </Col>
          ))}
        {upcoming.allowed !== false ? (
          <Col xs={24} lg={16}>
            <UpcomingSpecialDays
              rows={upcoming.rows}
              loading={upcoming.loading}
              failed={upcoming.failed}
              listPath={specialDays?.routes.list ?? '/specialdays'}
              showPath={specialDays?.routes.show}
            />
          </Col>
        ) : null}
        <Col xs={24} lg={8}>
          <QuickActions />
        </Col>
      </Row>
    </div>
  );
}
