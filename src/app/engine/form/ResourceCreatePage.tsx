import type { ResourceDef } from '../../../shared/resource';
import { ResourceFormPage } from './ResourceFormPage';

/** Generic create page (lazy chunk with RJSF). */
export default function ResourceCreatePage({ resource }: { resource: ResourceDef }) {
  return <ResourceFormPage resource={resource} action="create" />;
}
