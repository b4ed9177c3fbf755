import { useCan, useCustom, useTranslation } from '@refinedev/core';
import { Alert, Button, Space, Typography } from 'antd';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import { translateOr } from '../engine/i18n';
import type { PendingDevice } from './devicesApi';
import { STATUS_REFRESH_MS } from './DeviceTable';

/**
 * Unknown serials that called the product (GET /devices/pending): a banner on the list, each with Claim, which opens
 * the add modal with the serial filled in. Shown only to roles that may add devices.
 */
export function PendingBanner({ onClaim, version = 0 }: { onClaim: (pending: PendingDevice) => void; /** bumped after a claim: ask again at once */ version?: number }) {
  const { translate: t } = useTranslation();
  const canCreate = useCan({ resource: 'devices', action: 'create' }).data?.can ?? false;
  const { result } = useCustom<{ pending: PendingDevice[] }>({
    url: '/devices/pending',
    method: 'get',
    errorNotification: false,
    meta: { version },
    queryOptions: { enabled: canCreate, refetchInterval: STATUS_REFRESH_MS, retry: false },
  });
  const pending = result?.data?.pending ?? [];
  if (!canCreate || pending.length === 0) return null;
  const pattern = translateOr(t, 'engine.format.dateTime', DEFAULT_DATETIME_FORMAT);
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="devices-pending"
      message={t('devices.pending.title', { count: pending.length })}
      description={
        <Space direction="vertical" size={6} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('devices.pending.hint')}</Typography.Text>
          {pending.map((p) => (
            <div key={p.serialNumber} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }} data-testid="devices-pending-item">
              <code>{p.serialNumber}</code>
              <Typography.Text type="secondary">
                {[p.deviceType, p.firmware && `FW ${p.firmware}`, p.ipAddress, t('devices.pending.lastSeen', { at: formatDate(p.lastSeenAt, pattern) })].filter(Boolean).join(' · ')}
              </Typography.Text>
              <Button size="small" type="primary" onClick={() => onClaim(p)} data-testid="devices-claim">{t('devices.pending.claim')}</Button>
            </div>
          ))}
        </Space>
      }
    />
  );
}
