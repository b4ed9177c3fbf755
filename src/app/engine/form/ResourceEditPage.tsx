import type { ResourceDef } from '../../../shared/resource';
import { ResourceFormPage } from './ResourceFormPage';

/** Generic edit page (lazy chunk with RJSF); the id comes from the route. */
export default function ResourceEditPage({ resource }: { resource: ResourceDef }) {
  return <ResourceFormPage resource={resource} action="edit" />;
}
