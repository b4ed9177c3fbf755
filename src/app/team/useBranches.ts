import { useMemo } from 'react';
import { useSession } from '../shell/session/useSession';

export interface BranchTreeOption {
  value: string;
  title: string;
  children: BranchTreeOption[];
}

/**
 * The caller's units as the session keeps them (POST /branchoffices/getFiltered at login: already limited to their
 * scope): names by id, and a tree for the branch filter. No request per table cell.
 */
export function useBranches(): { nameOf: (id: unknown) => string; tree: BranchTreeOption[] } {
  const session = useSession();
  const branches = session?.branchOffices;
  return useMemo(() => {
    const list = branches ?? [];
    const names = new Map(list.map((b) => [b.id, b.name]));
    const known = new Set(list.map((b) => b.id));
    const nodes = new Map<string, BranchTreeOption>(list.map((b) => [b.id, { value: b.id, title: b.name, children: [] }]));
    const roots: BranchTreeOption[] = [];
    for (const b of list) {
      const node = nodes.get(b.id)!;
      if (b.parentOrganization && known.has(b.parentOrganization)) nodes.get(b.parentOrganization)!.children.push(node);
      else roots.push(node);
    }
    const sort = (items: BranchTreeOption[]) => {
      items.sort((a, b) => a.title.localeCompare(b.title));
      items.forEach((i) => sort(i.children));
    };
    sort(roots);
    return { nameOf: (id: unknown) => (typeof id === 'string' ? (names.get(id) ?? '') : ''), tree: roots };
  }, [branches]);
}
