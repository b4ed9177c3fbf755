import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { documentTitle } from './documentTitle';

/** The tab title of the public pages, which live outside Refine and its title handler: again on a language switch. */
export function PublicTitle() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitle({ pathname });
  }, [pathname, i18n.language]);
  return null;
}
