import type { EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import { FieldDescriptions } from '../../engine/show/FieldDescriptions';
import { useProfileView } from './profileView';

const USERS = { name: 'users' };

/** Some fields of a collaborator as label/value pairs: the engine's field list with the profile's renderers. */
export function FieldList({ schema, record, fields, columns = 2 }: { schema: EffectiveSchema; record: Record<string, unknown>; fields: string[]; columns?: number }) {
  const { renderers } = useProfileView();
  return <FieldDescriptions def={USERS} schema={schema} record={record} fields={fields} renderers={renderers} columns={columns} />;
}
