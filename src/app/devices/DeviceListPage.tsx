import { PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useInvalidate } from '@refinedev/core';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { ResourceDef } from '../../shared/resource';
import { useEngineI18n } from '../engine/i18n';
import type { ListOverrides } from '../engine/list/listOverrides';
import { ResourceListPage } from '../engine/list/ResourceListPage';
import { DeviceFormModal, type DeviceFormTarget } from './DeviceFormModal';
import { DeviceTable } from './DeviceTable';
import { PendingBanner } from './PendingBanner';
import { useDeviceAccess } from './useDeviceAccess';

/**
 * /devices (Company › Devices): the generic list frame around the devices' own table (live connection quality, last
 * contact, space, pending commands, bulk delete), the add/edit modal, and the banner of unknown serials to claim.
 */
export default function DeviceListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useEngineI18n();
  const { canCreate, canEdit, canDelete } = useDeviceAccess();
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<DeviceFormTarget | null>(null);
  const [saves, setSaves] = useState(0);
  const onEdit = useCallback((record: BaseRecord) => setTarget({ mode: 'edit', record }), []);

  const overrides = useMemo<ListOverrides>(() => ({
    toolbar: canCreate ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create' })} data-testid="devices-add">
        {t('devices.list.add')}
      </Button>
    ) : null,
    table: (
      <>
        <PendingBanner version={saves} onClaim={(p) => setTarget({ mode: 'claim', record: { serialNumber: p.serialNumber } })} />
        <DeviceTable def={resource} canDelete={canDelete} canEdit={canEdit} onEdit={onEdit} />
      </>
    ),
  }), [canCreate, canDelete, canEdit, onEdit, resource, t, saves]);

  return (
    <>
      <ResourceListPage resource={resource} overrides={overrides} />
      <DeviceFormModal
        def={resource}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setSaves((n) => n + 1);
          void invalidate({ resource: 'devices', invalidates: ['list'] });
        }}
      />
    </>
  );
}
