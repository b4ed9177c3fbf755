import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { Card, Col, Segmented, Skeleton } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One chart of the report in a card whose corner switches between the chart and its figures as a table. */
export function ChartCard({ title, chart, table, testId }: { title: string; chart: ReactNode; table: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Col xs={24} lg={12}>
      <Card
        size="small" title={title} data-testid={testId ? `${testId}-card` : undefined}
        extra={(
          <Segmented
            size="small" value={view} onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { value: 'chart', icon: <BarChartOutlined />, label: t('demographics.showChart') },
              { value: 'table', icon: <TableOutlined />, label: t('demographics.showTable') },
            ]}
          />
        )}
      >
        {view === 'chart' ? <Suspense fallback={<Skeleton active />}>{chart}</Suspense> : table}
      </Card>
    </Col>
  );
}
