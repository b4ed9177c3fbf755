import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../locale/formatNumber';

interface SummaryCardProps {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  to: string;
  loading: boolean;
  failed: boolean;
  testId: string;
}

/** One figure of the dashboard, linking to the list it counts. */
export function SummaryCard({ title, value, icon, to, loading, failed, testId }: SummaryCardProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} data-testid={testId} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex align="flex-start" justify="space-between" gap={12}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{title}</Typography.Text>
            {loading ? (
              <Skeleton.Input active size="large" style={{ display: 'block', marginTop: 8 }} />
            ) : failed ? (
              <Typography.Paragraph type="danger" style={{ margin: '12px 0 0' }}>
                {t('common.dashboard.loadError')}
              </Typography.Paragraph>
            ) : (
              <Statistic value={value ?? 0} formatter={(v) => formatNumber(Number(v))} valueStyle={{ fontSize: 32, fontWeight: 600 }} />
            )}
          </div>
          <Flex
            align="center"
            justify="center"
            style={{ width: 44, height: 44, borderRadius: 12, background: '#e3faee', color: '#12814c', fontSize: 22, flex: 'none' }}
          >
            {icon}
          </Flex>
        </Flex>
        <Typography.Text style={{ color: '#12814c', fontSize: 13, display: 'inline-block', marginTop: 8 }}>
          {t('common.dashboard.viewAll')} <ArrowRightOutlined />
        </Typography.Text>
      </Card>
    </Link>
  );
}
