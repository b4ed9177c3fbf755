import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { NoveltyQuantity } from './NoveltyQuantity';

/** /novelties/view/:id: the generic show page with the quantity in its type's unit (hours, days or an amount). */
const OVERRIDES: ShowOverrides = {
  renderers: { quantity: (value, record) => <NoveltyQuantity value={value} type={record.type} /> },
};

export default function NoveltyShowPage({ resource }: { resource: ResourceDef }) {
  return <ResourceShowPage resource={resource} overrides={OVERRIDES} />;
}
