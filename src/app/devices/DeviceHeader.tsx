import { useTranslation } from '@refinedev/core';
import { Card, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { Device } from './devicesApi';
import { STATUS_REFRESH_MS } from './DeviceTable';
import { LastContact } from './LastContact';
import { QualityTag } from './QualityTag';

/**
 * The device at a glance above its tabs: name, model and serial, connection quality and last contact, read again
 * every few seconds (the heartbeats move them).
 */
export function DeviceHeader({ device, refetch }: { device: Device; refetch: () => void }) {
  const { translate: t } = useTranslation();
  // the page hands a new refetch each render: keep the latest, tick on one timer
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const timer = setInterval(() => latest.current(), STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Card size="small" styles={{ body: { padding: '12px 24px' } }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }} data-testid="device-header">
        <Space direction="vertical" size={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>{device.name}</Typography.Title>
          <Typography.Text type="secondary">
            {t(`devices.enums.deviceType.${device.deviceType}`)} · <code>{device.serialNumber}</code>
          </Typography.Text>
        </Space>
        <div style={{ flex: 1 }} />
        {/* wraps on a phone instead of squeezing its labels a letter per line */}
        <Space size={[16, 4]} align="center" wrap>
          <Typography.Text type="secondary">{t('devices.fields.quality')}</Typography.Text>
          <QualityTag quality={device.status?.quality} />
          <Typography.Text type="secondary">{t('devices.fields.lastSeenAt')}</Typography.Text>
          <LastContact at={device.status?.lastSeenAt} />
        </Space>
      </div>
    </Card>
  );
}
