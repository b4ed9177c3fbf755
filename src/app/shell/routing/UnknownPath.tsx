import { useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { onResourcesChange, resourcesLoaded } from '../../engine/resourceRegistry';
import { PageSpinner } from '../PageSpinner';
import { useSession } from '../session/useSession';

/**
 * A path no route matches. Right after sign-in it may be the page of a resource the server declares but whose
 * routes are not in the table yet (its list is on the way): wait for the list, then the table decides. Otherwise 404.
 */
export function UnknownPath() {
  const signedIn = useSession()?.authorized === true;
  const loaded = useSyncExternalStore(onResourcesChange, resourcesLoaded, resourcesLoaded);
  if (signedIn && !loaded) return <PageSpinner fullScreen />;
  return <Navigate to="/auth/404" replace />;
}
