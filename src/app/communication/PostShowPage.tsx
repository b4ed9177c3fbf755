import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { PostMoveButtons } from './PostMoveButtons';
import { PostStatusTag } from './PostStatusTag';

/**
 * /communication/billboard/view/:id: the generic show page (content and publication tabs from the schema's groups,
 * the history) with the state as readers understand it and the moves the state allows among its buttons.
 */
const OVERRIDES: ShowOverrides = {
  renderers: { status: (_value, record) => <PostStatusTag record={record} /> },
  actions: ({ record, refetch }) => <PostMoveButtons record={record} onMoved={refetch} />,
};

export default function PostShowPage({ resource }: { resource: ResourceDef }) {
  return <ResourceShowPage resource={resource} overrides={OVERRIDES} />;
}
