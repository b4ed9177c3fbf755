import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from './shell/PageSpinner';

/**
 * The signed-in app's chunk (Refine, providers, layouts, every area), loaded once. The login flow awaits it before it
 * navigates, and the root renders it directly once loaded: the address and the screen change together, instead of the
 * login page staying on screen under the app's address while React.lazy suspends for a module already there.
 */
let loaded: ComponentType | null = null;
let loading: Promise<{ default: ComponentType }> | null = null;

export function loadSignedInApp(): Promise<{ default: ComponentType }> {
  loading ??= import('./App').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (err: unknown) => {
      // a failed download (network, a deploy in between) is tried again on the next visit, not remembered
      loading = null;
      throw err;
    },
  );
  return loading;
}

const LazyApp = lazy(loadSignedInApp);

/**
 * Its own Suspense boundary, new when the app takes over from a public page: the router navigates in a transition,
 * and React keeps a transition's old screen on display while the new one suspends (the first page's own chunk) only
 * under a boundary that is already showing — so without this one the login page would stay on screen under /team.
 */
export function SignedInApp() {
  const App = loaded;
  return <Suspense fallback={<PageSpinner fullScreen />}>{App ? <App /> : <LazyApp />}</Suspense>;
}
