import { ClockCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useOne, useTranslation } from '@refinedev/core';
import { App, Button, Card, Col, Descriptions, Grid, Row, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TabContext } from '../engine/show/showOverrides';
import type { ApiHttpError } from '../providers/http';
import { CapacityBars } from './CapacityBars';
import { formatLag } from './duration';
import { devicesApi, type Device, type DeviceStatus, type SyncAction } from './devicesApi';
import { LastContact } from './LastContact';
import { QualityTag } from './QualityTag';

/** The time zone punches are read in: the device's own, else its (first) unit's (said so). */
export function EffectiveZone({ device }: { device: Device }) {
  const { translate: t } = useTranslation();
  const unitId = device.organizationalUnits?.[0];
  const { result } = useOne({ resource: 'branchoffices', id: unitId ?? '', queryOptions: { enabled: !device.timeZone && !!unitId }, errorNotification: false });
  if (device.timeZone) return <span data-testid="device-zone">{device.timeZone}</span>;
  const zone = (result?.timezone as string | undefined) ?? 'Europe/Madrid';
  return <span data-testid="device-zone">{zone} <Typography.Text type="secondary">({t('devices.config.zoneOfUnit', { unit: String(result?.name ?? '…') })})</Typography.Text></span>;
}

/** A button queuing one command on the device (POST /devices/:id/sync). */
function SyncButton({ deviceId, action, icon, label, onDone }: { deviceId: string; action: SyncAction; icon: ReactNode; label: string; onDone: () => void }) {
  const { translate: t } = useTranslation();
  const { message } = App.useApp();
  const run = async () => {
    try {
      await devicesApi.sync(deviceId, action);
      message.success(t('devices.sync.queued'));
      onDone();
    } catch (e) {
      message.error(`${t('devices.sync.failed')}: ${(e as ApiHttpError).message}`);
    }
  };
  return <Button icon={icon} onClick={() => void run()} data-testid={`device-sync-${action}`}>{label}</Button>;
}

/**
 * The configuration tab: what the device reports (connection, firmware, space, errors) beside the record (time zone
 * as it applies, registry type, poll delay, clock sync), with the clock sync and capacity refresh commands.
 */
export function ConfigurationTab({ ctx, canEdit }: { ctx: TabContext; canEdit: boolean }) {
  const { translate: t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const device = ctx.record as Device;
  const s: Partial<DeviceStatus> = device.status ?? {};
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        {ctx.list(ctx.fields, 1)}
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('devices.config.statusTitle')} extra={<QualityTag quality={s.quality} />} data-testid="device-status-card">
          <Descriptions
            column={1}
            // on a phone each value goes under its label: beside it, the space bars ran out of the card
            layout={screens.sm === false ? 'vertical' : 'horizontal'}
            size="small"
            items={[
              { key: 'seen', label: t('devices.fields.lastSeenAt'), children: <LastContact at={s.lastSeenAt} /> },
              { key: 'upload', label: t('devices.fields.lastUploadAt'), children: <LastContact at={s.lastUploadAt} /> },
              { key: 'lag', label: t('devices.fields.uploadLag'), children: s.uploadLagSeconds === null || s.uploadLagSeconds === undefined ? dash : formatLag(s.uploadLagSeconds) },
              { key: 'fw', label: t('devices.fields.firmware'), children: s.firmware ?? dash },
              { key: 'push', label: t('devices.fields.pushVersion'), children: s.pushVersion ?? dash },
              { key: 'ip', label: t('devices.fields.ipAddress'), children: s.ipAddress ?? dash },
              { key: 'pending', label: t('devices.fields.pendingCommands'), children: s.pendingCommands ?? 0 },
              { key: 'space', label: t('devices.fields.capacity'), children: <CapacityBars capacity={s.capacity} compact={false} /> },
              ...(s.lastError ? [{ key: 'err', label: t('devices.fields.lastError'), children: <Typography.Text type="danger">{s.lastError}</Typography.Text> }] : []),
            ]}
          />
          {canEdit ? (
            <Space wrap style={{ marginTop: 12 }}>
              <Tooltip title={t('devices.help.clockSyncButton')}>
                <span><SyncButton deviceId={device.id} action="CLOCK_SYNC" icon={<ClockCircleOutlined />} label={t('devices.actions.clockSync')} onDone={ctx.refetch} /></span>
              </Tooltip>
              <Tooltip title={t('devices.help.infoButton')}>
                <span><SyncButton deviceId={device.id} action="INFO" icon={<InfoCircleOutlined />} label={t('devices.actions.info')} onDone={ctx.refetch} /></span>
              </Tooltip>
            </Space>
          ) : null}
        </Card>
      </Col>
    </Row>
  );
}
