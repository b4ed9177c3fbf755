import type { ResourceDef } from '../../shared/resource';
import type { FormOverrides } from '../engine/form/formOverrides';
import { ResourceFormPage } from '../engine/form/ResourceFormPage';
import { HandbookUnreadLink } from '../help/HandbookUnreadLink';

/** A billboard resource's edit form: the generic one, and for a handbook a link to who has not read it. */
const OVERRIDES: FormOverrides = { actions: ({ record }) => <HandbookUnreadLink record={record} /> };

export default function BillboardResourceEditPage({ resource }: { resource: ResourceDef }) {
  return <ResourceFormPage resource={resource} action="edit" overrides={OVERRIDES} />;
}
