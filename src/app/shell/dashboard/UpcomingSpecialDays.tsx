import { CalendarOutlined } from '@ant-design/icons';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface SpecialDayRow extends Record<string, unknown> {
  id: string;
  name: string;
  dateFrom: string;
  dateTo?: string;
  category?: string;
}

interface Props {
  rows: SpecialDayRow[];
  loading: boolean;
  failed: boolean;
  listPath: string;
  showPath?: string;
}

const formatRange = (from: string, to: string | undefined) => {
  const start = dayjs(from);
  const end = to ? dayjs(to) : start;
  return end.isSame(start, 'day') ? start.format('ddd D MMM') : `${start.format('D MMM')} – ${end.format('D MMM')}`;
};

/** The next special days (holidays, company days), each opening its record. */
export function UpcomingSpecialDays({ rows, loading, failed, listPath, showPath }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <span>
          <CalendarOutlined style={{ marginInlineEnd: 8, color: '#12814c' }} />
          {t('common.dashboard.upcomingTitle')}
        </span>
      }
      extra={<Link to={listPath}>{t('common.dashboard.viewAll')}</Link>}
      data-testid="upcoming-special-days"
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : failed ? (
        <Typography.Text type="danger">{t('common.dashboard.loadError')}</Typography.Text>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.dashboard.noUpcoming')} />
      ) : (
        <List
          dataSource={rows}
          renderItem={(row) => {
            const days = dayjs(row.dateFrom).startOf('day').diff(dayjs().startOf('day'), 'day');
            const title = showPath ? <Link to={showPath.replace(':id', encodeURIComponent(row.id))}>{row.name}</Link> : row.name;
            return (
              <List.Item
                actions={[
                  <Tag key="when" color={days <= 7 ? 'green' : 'default'}>
                    {days <= 0 ? t('common.dashboard.today') : t('common.dashboard.inDays', { count: days })}
                  </Tag>,
                ]}
              >
                <List.Item.Meta title={title} description={formatRange(row.dateFrom, row.dateTo)} />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
