import { ApartmentOutlined, CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceByName } from '../../../../resources';
import { useSession } from '../session/useSession';
import { QuickActions } from './QuickActions';
import { SummaryCard } from './SummaryCard';
import { UpcomingSpecialDays, type SpecialDayRow } from './UpcomingSpecialDays';
import { useResourceCount } from './useResourceCount';

/** Upcoming special days: the next 90 days. */
const UPCOMING_DAYS = 90;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const greetingKey = (hour: number) => (hour < 12 ? 'morning' : hour < 20 ? 'afternoon' : 'evening');

/** /dashboard — greeting and figures from the API, each linking to its list. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useSession()?.user;
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
    <div style={{ maxWidth: 1200 }}>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }} data-testid="dashboard-greeting">
        {t(`common.dashboard.greeting.${greetingKey(new Date().getHours())}`, { name: user?.firstName || user?.username || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {capitalize(new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date()))}
        {user?.position ? ` · ${user.position}` : ''}
      </Typography.Paragraph>
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
