import { useMemo } from 'react';
import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { attachmentsOf } from './attachmentApi';
import { AttachmentLinks } from './AttachmentLinks';

/** /requests/view/:id: the generic show page; attachments are links that open each file with the session's token. */
const OVERRIDES: ShowOverrides = {
  renderers: {
    attachments: (value, record) => <AttachmentLinks dayoffId={String(record.id)} attachments={attachmentsOf(value)} />,
  },
};

export default function DayoffShowPage({ resource }: { resource: ResourceDef }) {
  const overrides = useMemo(() => OVERRIDES, []);
  return <ResourceShowPage resource={resource} overrides={overrides} />;
}
