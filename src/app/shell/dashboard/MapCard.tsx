import { Alert, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded, MarksMap } from './dashboardApi';

const MarksMapView = lazy(() => import('./MarksMap'));

/** The day's marks: counts always (even without the map), the Leaflet map lazily. */
export function MapCard({ map }: { map: Loaded<MarksMap> }) {
  const { t } = useTranslation();
  const data = map.data;
  return (
    <Card title={t('dashboard.map.title')} data-testid="dashboard-map">
      {data ? (
        <Space size={4} wrap style={{ marginBottom: 8 }} data-testid="map-counts">
          <Tag color="green" data-testid="map-count">{t('dashboard.map.count', { count: data.count })}</Tag>
          <Tag>{t('dashboard.map.withPosition', { count: data.count - data.withoutPosition })}</Tag>
          {data.withoutPosition ? <Tag color="orange">{t('dashboard.map.withoutPosition', { count: data.withoutPosition })}</Tag> : null}
        </Space>
      ) : null}
      {!data ? (
        map.failed ? <Typography.Text type="danger">{t('dashboard.loadError')}</Typography.Text> : <Skeleton active />
      ) : (
        <>
          {data.capped ? <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('dashboard.map.capped', { limit: data.limit })} /> : null}
          {!data.marks.length ? <Typography.Paragraph type="secondary">{t('dashboard.map.empty')}</Typography.Paragraph> : null}
          <Suspense fallback={<div className="dash-map"><Typography.Text type="secondary" style={{ padding: 16, display: 'block' }}>{t('dashboard.map.loading')}</Typography.Text></div>}>
            <MarksMapView data={data} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
