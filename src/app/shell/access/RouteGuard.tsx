import { useBack, useCan, useGo, useNotification } from '@refinedev/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HOME } from '../config';
import { PageSpinner } from '../PageSpinner';

interface RouteGuardProps {
  resource: string;
  action: 'list' | 'create' | 'edit' | 'show';
  children: ReactNode;
}

/** react-router keeps the position in its history entries: 0 means this is the first page of the tab. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * A page the user may not open (spec §2): "the app goes back and shows a not-authorized error".
 */
export function RouteGuard({ resource, action, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useCan({ resource, action });
  const { open } = useNotification();
  const back = useBack();
  const go = useGo();
  const denied = data?.can === false;
  const handled = useRef(false);

  useEffect(() => {
    // once per denial: go back a single step however often the hooks' functions change identity
    if (!denied || handled.current) return;
    handled.current = true;
    open?.({ type: 'error', key: 'forbidden', message: data?.reason ?? t('errors.FORBIDDEN') });
    if (canGoBack()) back();
    else go({ to: DEFAULT_HOME, type: 'replace' });
  }, [denied, data?.reason, open, back, go, t]);

  if (isLoading || denied) return <PageSpinner />;
  return <>{children}</>;
}
