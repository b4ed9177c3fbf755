/**
 * The generic engine in the browser. Pages take `{ resource: ResourceDef }` and render the resource's custom page
 * (`resource.custom`, registered in src/app/customPages.ts) or the generic one; each generic page is a lazy chunk,
 * so importing this module stays light.
 */
export { ResourceCreatePage, ResourceEditPage, ResourceListPage, ResourceShowPage } from './pages';
export { dataProvider } from '../providers/dataProvider';
/** Override points of the generic pages, for a custom page that extends one instead of copying it (README). */
export type { FormOverrides } from './form/formOverrides';
export type { ListOverrides } from './list/listOverrides';
export type { ShowOverrides, ShowTab } from './show/showOverrides';
export type { FieldSection } from './schema/sections';
