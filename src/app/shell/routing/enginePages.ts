import { lazy } from 'react';

/** The engine's pages, loaded with the first resource page (never on the login route). */
const engine = () => import('../../engine');

export const ResourceListPage = lazy(() => engine().then((m) => ({ default: m.ResourceListPage })));
export const ResourceCreatePage = lazy(() => engine().then((m) => ({ default: m.ResourceCreatePage })));
export const ResourceEditPage = lazy(() => engine().then((m) => ({ default: m.ResourceEditPage })));
export const ResourceShowPage = lazy(() => engine().then((m) => ({ default: m.ResourceShowPage })));
