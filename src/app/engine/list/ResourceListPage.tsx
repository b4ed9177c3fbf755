import { CreateButton, List } from '@refinedev/antd';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import { ResourceTable } from './ResourceTable';

/** The generic list page: title, create button (hidden when access control denies) and the resource table. */
export function ResourceListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useEngineI18n();
  return (
    <List
      resource={resource.name}
      title={translateOr(t, `${resource.name}.titles.list`, resource.name)}
      headerButtons={() => (resource.endpoints.create && resource.routes.create ? <CreateButton resource={resource.name} /> : null)}
    >
      <ResourceTable def={resource} />
    </List>
  );
}

export default ResourceListPage;
