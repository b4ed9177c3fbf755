import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceDef } from '../../shared/resource';
import { translateOr, useEngineI18n } from '../engine/i18n';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import type { ApiHttpError } from '../providers/http';
import { BiometryTab } from './BiometryTab';
import { ConfigurationTab, EffectiveZone } from './ConfigurationTab';
import { DeviceHeader } from './DeviceHeader';
import { ConnectionTest } from './ConnectionTest';
import { DeviceCommandsTab } from './DeviceCommandsTab';
import { DeviceFormModal, type DeviceFormTarget } from './DeviceFormModal';
import { DevicePunchesTab } from './DevicePunchesTab';
import { DeviceUsersTab } from './DeviceUsersTab';
import { devicesApi, type Device } from './devicesApi';
import { useDeviceAccess } from './useDeviceAccess';

const TABS = ['configuration', 'collaborators', 'punches', 'commands', 'biometry', 'history'] as const;

/**
 * /devices/view/:id: the generic show page with the device's tabs — configuration (the record and what the device
 * reports), collaborators, punches, commands, biometry — the open tab in the URL (`?tab=punches`), and the edit
 * modal, the connection test and delete as header buttons by permission.
 */
export default function DeviceShowPage({ resource }: { resource: ResourceDef }) {
  const { t } = useEngineI18n();
  const { message, modal } = App.useApp();
  const go = useGo();
  const { canEdit, canDelete } = useDeviceAccess();
  const [params, setParams] = useSearchParams();
  const [target, setTarget] = useState<DeviceFormTarget | null>(null);
  const tab = params.get('tab');
  const activeKey = (TABS as readonly string[]).includes(tab ?? '') ? tab! : 'configuration';

  const overrides = useMemo<ShowOverrides>(() => ({
    sections: [{ key: 'configuration', fields: resource.show ?? [] }],
    // the zone that applies: the device's own, else "Europe/Madrid (de Tienda Bilbao)"
    renderers: { timeZone: (_value, record) => <EffectiveZone device={record as Device} /> },
    header: (ctx) => <DeviceHeader device={ctx.record as Device} refetch={ctx.refetch} />,
    activeTab: {
      key: activeKey,
      // another tab keeps no filters of the one left: only `tab` carries over
      onChange: (key) => setParams(key === 'configuration' ? {} : { tab: key }, { replace: true }),
    },
    tabs: [
      { key: 'configuration', label: t('devices.tabs.configuration'), render: (ctx) => <ConfigurationTab ctx={ctx} canEdit={canEdit} /> },
      { key: 'collaborators', label: t('devices.tabs.collaborators'), render: (ctx) => <DeviceUsersTab deviceId={String(ctx.id)} canEdit={canEdit} /> },
      { key: 'punches', label: t('devices.tabs.punches'), render: (ctx) => <DevicePunchesTab deviceId={String(ctx.id)} /> },
      { key: 'commands', label: t('devices.tabs.commands'), render: (ctx) => <DeviceCommandsTab deviceId={String(ctx.id)} canEdit={canEdit} /> },
      { key: 'biometry', label: t('devices.tabs.biometry'), render: (ctx) => <BiometryTab deviceId={String(ctx.id)} canEdit={canEdit} /> },
    ],
    actions: (ctx) => (
      <>
        <ConnectionTest deviceId={String(ctx.id)} onDone={ctx.refetch} />
        {canEdit ? <Button icon={<EditOutlined />} onClick={() => setTarget({ mode: 'edit', record: ctx.record })} data-testid="device-edit">{t('devices.actions.edit')}</Button> : null}
        {canDelete ? (
          <Button
            danger icon={<DeleteOutlined />} data-testid="device-delete"
            onClick={() => modal.confirm({
              title: t('devices.list.deleteConfirm', { count: 1 }),
              content: t('devices.list.deleteHint'),
              okText: t('devices.list.deleteOk'),
              okButtonProps: { danger: true },
              cancelText: t('devices.form.cancel'),
              onOk: async () => {
                try {
                  await devicesApi.remove([String(ctx.id)]);
                  message.success(t('toasts.Deleted'));
                  go({ to: { resource: 'devices', action: 'list' }, type: 'replace' });
                } catch (e) {
                  message.error(`${translateOr(t, 'engine.delete.failed', 'Could not delete')}: ${(e as ApiHttpError).message}`);
                }
              },
            })}
          >
            {t('devices.list.delete')}
          </Button>
        ) : null}
      </>
    ),
  }), [resource, activeKey, setParams, t, canEdit, canDelete, modal, message, go]);

  return (
    <>
      <ResourceShowPage resource={resource} overrides={overrides} />
      <DeviceFormModal def={resource} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
