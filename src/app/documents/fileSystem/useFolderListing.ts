import { useCallback, useEffect, useState } from 'react';
import type { ApiHttpError } from '../../providers/http';
import { fileSystemApi, ROOT, type FolderListing, type FolderType } from './fileSystemApi';

/** One folder of a person (the top level first), reloaded on demand; its error in the user's language. */
export function useFolderListing(userId: string) {
  const [folderId, setFolderId] = useState<string>(ROOT);
  const [listing, setListing] = useState<FolderListing>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setListing(await fileSystemApi.folder(userId, folderId));
      setError(undefined);
    } catch (err) {
      const e = err as ApiHttpError;
      // the folder went away (deleted elsewhere): back to the top level
      if (e.code === 'FOLDER_NOT_FOUND' && folderId !== ROOT) setFolderId(ROOT);
      else setError(e.message);
    } finally {
      setLoading(false);
    }
  }, [userId, folderId]);
  useEffect(() => void reload(), [reload]);

  return { folderId, setFolderId, listing, loading, error, reload };
}

/** The company's folder types, for the folder form (empty for whoever may not read them). */
export function useFolderTypes(enabled: boolean): FolderType[] {
  const [types, setTypes] = useState<FolderType[]>([]);
  useEffect(() => {
    if (enabled) fileSystemApi.folderTypes().then(setTypes, () => setTypes([]));
  }, [enabled]);
  return types;
}
