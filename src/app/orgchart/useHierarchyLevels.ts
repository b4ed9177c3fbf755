import { useCallback, useEffect, useState } from 'react';
import { request, type ApiHttpError } from '../providers/http';
import { getSession, setSession } from '../session';
import type { LevelInput } from './levelEdits';

export interface Level {
  name: string;
  hierarchiesCount: number;
}

/** The session keeps the company's lists (hierarchy forms offer its levels as types): keep it in step. */
function rememberLevels(levels: Level[]): void {
  const session = getSession();
  if (!session?.company) return;
  const customFields = (session.company.customFields as Record<string, unknown> | undefined) ?? {};
  setSession({ ...session, company: { ...session.company, customFields: { ...customFields, hierarchies: levels.map((l) => l.name) } } });
}

/** GET and PATCH /companies/hierarchy-levels; `save` resolves to the error when the server refuses. */
export function useHierarchyLevels() {
  const [levels, setLevels] = useState<Level[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    request<{ levels: Level[] }>('/companies/hierarchy-levels', { signal: controller.signal })
      .then((answer) => setLevels(answer.levels))
      .catch((err: ApiHttpError) => err?.name !== 'AbortError' && setLoadError(err.message))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, []);

  const save = useCallback(async (body: LevelInput[]): Promise<ApiHttpError | null> => {
    setSaving(true);
    try {
      const answer = await request<{ levels: Level[] }>('/companies/hierarchy-levels', { method: 'PATCH', body: { levels: body } });
      setLevels(answer.levels);
      rememberLevels(answer.levels);
      return null;
    } catch (err) {
      return err as ApiHttpError;
    } finally {
      setSaving(false);
    }
  }, []);

  return { levels, loading, saving, loadError, save };
}
