import type { ResourceDef } from '../../shared/resource';
import { ResourcePage } from './ResourcePage';

type Props = { resource: ResourceDef };

/** Routes render these: the resource's custom page by name when declared, the generic page otherwise. */
export const ResourceListPage = ({ resource }: Props) => <ResourcePage resource={resource} kind="list" />;
export const ResourceCreatePage = ({ resource }: Props) => <ResourcePage resource={resource} kind="create" />;
export const ResourceEditPage = ({ resource }: Props) => <ResourcePage resource={resource} kind="edit" />;
export const ResourceShowPage = ({ resource }: Props) => <ResourcePage resource={resource} kind="show" />;
