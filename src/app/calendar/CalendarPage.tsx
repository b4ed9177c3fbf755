import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import '../shell/dashboard/dashboard.css';
import { loadCalendar, useDashboardData } from '../shell/dashboard/dashboardApi';
import { DashboardFilters } from '../shell/dashboard/DashboardFilters';
import { MonthCalendar } from '../shell/dashboard/MonthCalendar';
import { useDashboardFilters } from '../shell/dashboard/useDashboardFilters';

/**
 * /calendar — the attendance month of a unit on its own page: presences, absences, late arrivals and special days
 * per day, month by month; a day opens the dashboard on that date (its lists and map).
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useDashboardFilters();
  const calendar = useDashboardData(`${f.date.slice(0, 7)}|${f.branch ?? ''}`, (s) => loadCalendar(f.date, f.branch, s));
  const shiftMonth = (months: number) => f.setDate(dayjs(f.date).add(months, 'month').startOf('month').format('YYYY-MM-DD'));
  const openDay = (date: string) => {
    const q = new URLSearchParams({ date, ...(f.branch ? { branch: f.branch } : {}) });
    navigate(`/dashboard?${q}`);
  };
  return (
    <div data-testid="calendar-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>{t('calendar.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('calendar.subtitle')}</Typography.Text>
        </div>
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label={t('calendar.previousMonth')} onClick={() => shiftMonth(-1)} />
          <Button icon={<RightOutlined />} aria-label={t('calendar.nextMonth')} onClick={() => shiftMonth(1)} />
          <DashboardFilters date={f.date} branch={f.branch} onDate={f.setDate} onBranch={f.setBranch} />
          <Link to="/calendar/connection" data-testid="calendar-connection-link"><Button icon={<CalendarOutlined />}>{t('calendarFeeds.link')}</Button></Link>
        </Space>
      </Flex>
      <MonthCalendar calendar={calendar} date={f.date} onPick={openDay} />
    </div>
  );
}
