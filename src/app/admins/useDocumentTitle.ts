import { useEffect } from 'react';
import { APP_NAME } from '../shell/config';

/** Area pages are not Refine resources, so the shell cannot title their tab: "<page> | HR Admin". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
  }, [title]);
}
