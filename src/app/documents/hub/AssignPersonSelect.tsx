import { RefSelect } from '../../engine/list/RefSelect';

/** Pick the collaborator a document belongs to (searched on the server, the caller's units only). */
export function AssignPersonSelect({ value, onChange, disabled }: { value: string | null; onChange: (userId: string | null) => void; disabled?: boolean }) {
  return (
    <RefSelect
      resource="users"
      value={value ?? undefined}
      disabled={disabled}
      onChange={(v: unknown) => onChange((v as string | undefined) ?? null)}
      style={{ width: 260 }}
      data-testid="assign-person"
    />
  );
}
