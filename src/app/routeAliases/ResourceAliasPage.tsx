import { Skeleton } from 'antd';
import { ResourcePage } from '../engine/ResourcePage';
import { useResources } from '../engine/resourceRegistry';

/**
 * A resource's list served under another path the spec names (/news for the novelties, /employee-records for the
 * employer records): the same page, not a redirect, so the address stays the one the user followed.
 */
export function ResourceAliasPage({ name }: { name: string }) {
  const resource = useResources().find((r) => r.name === name);
  if (!resource) return <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />;
  return <ResourcePage resource={resource} kind="list" />;
}
