import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { HistoryTimeline } from './HistoryTimeline';
import { MoveButtons } from './MoveButtons';
import { StatusTag } from './StatusTag';

const FIELDS = ['title', 'typeId', 'code', 'status', 'assigneeId', 'assignedAt', 'purchaseDate', 'value', 'description', 'notes'];

/**
 * /inventory/view/:id: the generic show page with the moves the article's state allows among its buttons, the
 * state as a coloured tag, and the article's moves as a timeline in their own tab (the field changes stay in the
 * engine's history tab).
 */
const OVERRIDES: ShowOverrides = {
  sections: [{ key: 'article', fields: FIELDS }],
  renderers: { status: (value) => <StatusTag status={value} /> },
  tabs: [{ key: 'moves', render: ({ record }) => <HistoryTimeline history={record.history} /> }],
  actions: ({ record, refetch }) => <MoveButtons record={record} onMoved={refetch} />,
};

export default function ArticleShowPage({ resource }: { resource: ResourceDef }) {
  return <ResourceShowPage resource={resource} overrides={OVERRIDES} />;
}
