import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { AssignMatrixButton } from './AssignMatrixModal';
import { BandsValue, ExpiryValue } from './MatrixValues';

/** /vacation-matrices/view/:id: the generic show page, bands and expiry in words, "assign to collaborators" among its actions. */
const OVERRIDES: ShowOverrides = {
  renderers: {
    bands: (value) => <BandsValue value={value} />,
    expiry: (value) => <ExpiryValue value={value} />,
  },
  actions: ({ id }) => <AssignMatrixButton matrixId={String(id)} />,
};

export default function VacationMatrixShowPage({ resource }: { resource: ResourceDef }) {
  return <ResourceShowPage resource={resource} overrides={OVERRIDES} />;
}
