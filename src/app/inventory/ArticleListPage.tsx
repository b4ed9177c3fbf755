import type { ResourceDef } from '../../shared/resource';
import type { ListOverrides } from '../engine/list/listOverrides';
import { ResourceListPage } from '../engine/list/ResourceListPage';
import { ArticleTable } from './ArticleTable';

/** /inventory: the generic list frame (title, create button by permission) around the inventory's own table. */
export default function ArticleListPage({ resource }: { resource: ResourceDef }) {
  const overrides: ListOverrides = { table: <ArticleTable def={resource} /> };
  return <ResourceListPage resource={resource} overrides={overrides} />;
}
