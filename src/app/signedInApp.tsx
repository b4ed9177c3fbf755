import { lazy, type ComponentType } from 'react';

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

export function SignedInApp() {
  const App = loaded;
  return App ? <App /> : <LazyApp />;
}
