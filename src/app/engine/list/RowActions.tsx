import { DeleteButton, EditButton, ShowButton } from '@refinedev/antd';
import type { BaseKey } from '@refinedev/core';
import { Space } from 'antd';
import type { ResourceDef } from '../../../shared/resource';
import { useDeleteNotifications } from './useDeleteNotifications';

/**
 * Show / edit / delete for one row. Refine buttons: the access control provider hides what the role may not do,
 * so a viewer sees only "show".
 */
export function RowActions({ def, id, onDeleted, deletable = true, editable = true }: { def: ResourceDef; id: BaseKey; onDeleted?: () => void; deletable?: boolean; editable?: boolean }) {
  const deleteProps = useDeleteNotifications(def);
  return (
    <Space size={4}>
      {def.routes.show && <ShowButton hideText size="small" resource={def.name} recordItemId={id} />}
      {def.routes.edit && def.endpoints.update && editable && <EditButton hideText size="small" resource={def.name} recordItemId={id} />}
      {def.endpoints.remove && deletable && (
        <DeleteButton hideText size="small" resource={def.name} recordItemId={id} {...deleteProps} onSuccess={() => onDeleted?.()} />
      )}
    </Space>
  );
}
