import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { AccidentAttachments } from './AccidentAttachments';

/** /accidents/view/:id: the generic show page; its attachments are opened, added and removed in place. */
const OVERRIDES: ShowOverrides = {
  renderers: {
    attachments: (value, record) => <AccidentAttachments accidentId={String(record.id)} value={value} />,
  },
};

export default function AccidentShowPage({ resource }: { resource: ResourceDef }) {
  return <ResourceShowPage resource={resource} overrides={OVERRIDES} />;
}
