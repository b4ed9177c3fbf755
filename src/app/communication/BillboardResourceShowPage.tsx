import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { HandbookUnreadLink } from '../help/HandbookUnreadLink';

/** A billboard resource's page: the generic one, and for a handbook a link to who has not read it. */
const OVERRIDES: ShowOverrides = { actions: ({ record }) => <HandbookUnreadLink record={record} /> };

export default function BillboardResourceShowPage({ resource }: { resource: ResourceDef }) {
  return <ResourceShowPage resource={resource} overrides={OVERRIDES} />;
}
