import { CreateButton, List } from '@refinedev/antd';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import type { ListOverrides } from './listOverrides';
import { ResourceTable } from './ResourceTable';

const NO_OVERRIDES: ListOverrides = {};

/**
 * The generic list page: title, create button (hidden when access control denies) and the resource table.
 * A resource's custom list passes `overrides` (listOverrides.ts) instead of copying this page.
 */
export function ResourceListPage({ resource, overrides: o = NO_OVERRIDES }: { resource: ResourceDef; overrides?: ListOverrides }) {
  const { t } = useEngineI18n();
  const canCreate = resource.endpoints.create && resource.routes.create;
  return (
    <List
      resource={resource.name}
      title={o.title ?? translateOr(t, `${resource.name}.titles.list`, resource.name)}
      headerButtons={() => (
        <>
          {o.toolbar}
          {canCreate ? <CreateButton resource={resource.name}>{o.createLabel}</CreateButton> : null}
        </>
      )}
    >
      {o.table ?? <ResourceTable def={resource} overrides={o} syncWithLocation />}
    </List>
  );
}

export default ResourceListPage;
