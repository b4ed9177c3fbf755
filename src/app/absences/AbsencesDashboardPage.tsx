import { Alert, Card, Col, DatePicker, Empty, Flex, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import { request, type ApiHttpError } from '../providers/http';
import { formatNumber } from '../shell/locale/formatNumber';

interface LeaveRequest {
  id: string; userId: string; name: string; typeId: string; reason: string; color: string;
  from: string; to: string; partial: { startTime: string; endTime: string } | null; days: number | null; createdAt: string;
}
interface AbsencesDashboard {
  date: string;
  today: { count: number; byReason: { typeId: string; reason: string; color: string; people: number }[]; people: LeaveRequest[] };
  month: { from: string; to: string; byReason: { typeId: string; reason: string; color: string; requests: number; days: number }[] };
  pending: { count: number; oldest: LeaveRequest[] };
  upcoming: { days: number; requests: LeaveRequest[] };
}

/** One request as a line: the person (to the request), the reason in its colour, the dates or hours. */
function RequestLine({ r, dateFormat }: { r: LeaveRequest; dateFormat: string }) {
  const { t } = useTranslation();
  const dates = r.from === r.to ? formatDate(r.from, dateFormat) : `${formatDate(r.from, dateFormat)} – ${formatDate(r.to, dateFormat)}`;
  return (
    <List.Item>
      <Flex justify="space-between" wrap gap={8} style={{ width: '100%' }}>
        <Link to={`/requests/view/${r.id}`}>{r.name}</Link>
        <span>
          <Tag color={r.color}>{r.reason}</Tag>
          <Typography.Text type="secondary">
            {dates}{r.partial ? ` · ${t('absencesdashboard.hours', { start: r.partial.startTime, end: r.partial.endTime })}` : ''}
          </Typography.Text>
        </span>
      </Flex>
    </List.Item>
  );
}

/**
 * /absences/dashboard: who is away on a date and why, the month's approved leave by reason, the requests waiting
 * longest for a decision and the leave starting soon, within the reader's units. The date is kept in the URL.
 */
export default function AbsencesDashboardPage() {
  const { t } = useTranslation();
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const [data, setData] = useState<AbsencesDashboard>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setData(undefined);
    request<AbsencesDashboard>('/dayoffs/dashboard', { query: { date }, signal: controller.signal })
      .then((d) => { setData(d); setError(undefined); }, (err: ApiHttpError) => { if (!controller.signal.aborted) setError(err.message); });
    return () => controller.abort();
  }, [date]);

  const pick = (d: Dayjs | null) => setParams(d ? { date: d.format('YYYY-MM-DD') } : {});
  return (
    <Card title={t('absencesdashboard.title')} extra={
      <DatePicker id="absences_date" format={dateFormat} allowClear={false} value={data ? dayjs(data.date) : date ? dayjs(date) : null} onChange={pick} />
    }>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!data && !error ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {data ? (
        <Row gutter={[16, 16]} data-testid="absences-dashboard">
          <Col xs={24} lg={12}>
            <Card size="small" title={t('absencesdashboard.today', { date: formatDate(data.date, dateFormat) })}>
              <Statistic value={data.today.count} data-testid="away-count" />
              <Flex wrap gap={4} style={{ margin: '8px 0' }}>
                {data.today.byReason.map((r) => <Tag key={r.typeId} color={r.color}>{r.reason}: {r.people}</Tag>)}
              </Flex>
              <List size="small" dataSource={data.today.people} locale={{ emptyText: t('absencesdashboard.todayEmpty') }} renderItem={(r) => <RequestLine r={r} dateFormat={dateFormat} />} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('absencesdashboard.month')}>
              {data.month.byReason.length ? (
                <List size="small" dataSource={data.month.byReason} renderItem={(m) => (
                  <List.Item>
                    <Flex justify="space-between" style={{ width: '100%' }}>
                      <Tag color={m.color}>{m.reason}</Tag>
                      <Typography.Text>{t('absencesdashboard.requests', { count: m.requests })} · {t('absencesdashboard.days', { days: formatNumber(m.days) })}</Typography.Text>
                    </Flex>
                  </List.Item>
                )} />
              ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('absencesdashboard.monthEmpty')} />}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('absencesdashboard.pending')} extra={data.pending.count ? <Link to="/reviews-approvals">{t('absencesdashboard.review')}</Link> : null}>
              <Statistic value={data.pending.count} data-testid="pending-count" />
              <List size="small" dataSource={data.pending.oldest.slice(0, 10)} locale={{ emptyText: t('absencesdashboard.pendingEmpty') }} renderItem={(r) => <RequestLine r={r} dateFormat={dateFormat} />} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('absencesdashboard.upcoming', { days: data.upcoming.days })}>
              <List size="small" dataSource={data.upcoming.requests} locale={{ emptyText: t('absencesdashboard.upcomingEmpty') }} renderItem={(r) => <RequestLine r={r} dateFormat={dateFormat} />} />
            </Card>
          </Col>
        </Row>
      ) : null}
    </Card>
  );
}
