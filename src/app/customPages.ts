import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceDef } from '../shared/resource';

/** A page that replaces a generic one; it gets the same props. */
export type ResourcePageComponent = ComponentType<{ resource: ResourceDef }>;

/**
 * Custom client pages by the name a resource gives in `custom` (resources/*.ts), each its own lazy chunk.
 * Add one line per page: `Name: lazy(() => import('./<area>/<Name>'))` (default export).
 */
export const CUSTOM_PAGES: Record<string, LazyExoticComponent<ResourcePageComponent>> = {
  AccidentShowPage: lazy(() => import('./accidents/AccidentShowPage')),
  ArticleListPage: lazy(() => import('./inventory/ArticleListPage')),
  ArticleShowPage: lazy(() => import('./inventory/ArticleShowPage')),
  BillboardResourceEditPage: lazy(() => import('./communication/BillboardResourceEditPage')),
  BillboardResourceShowPage: lazy(() => import('./communication/BillboardResourceShowPage')),
  BranchOfficeTree: lazy(() => import('./company/BranchOfficeTree')),
  CollaboratorListPage: lazy(() => import('./team/list/CollaboratorListPage')),
  CollaboratorFormPage: lazy(() => import('./team/form/CollaboratorFormPage')),
  CollaboratorProfilePage: lazy(() => import('./team/profile/CollaboratorProfilePage')),
  DeviceListPage: lazy(() => import('./devices/DeviceListPage')),
  DeviceShowPage: lazy(() => import('./devices/DeviceShowPage')),
  DayoffFormPage: lazy(() => import('./dayoffs/DayoffFormPage')),
  DayoffShowPage: lazy(() => import('./dayoffs/DayoffShowPage')),
  EnvelopeListPage: lazy(() => import('./documents/hub/EnvelopeListPage')),
  EnvelopeShowPage: lazy(() => import('./documents/hub/EnvelopeShowPage')),
  NoveltyListPage: lazy(() => import('./novelties/NoveltyListPage')),
  NoveltyShowPage: lazy(() => import('./novelties/NoveltyShowPage')),
  PostListPage: lazy(() => import('./communication/PostListPage')),
  PostShowPage: lazy(() => import('./communication/PostShowPage')),
  RequestsCalendarListPage: lazy(() => import('./dayoffs/RequestsCalendarListPage')),
  SettlementListPage: lazy(() => import('./salary/SettlementListPage')),
  SettlementShowPage: lazy(() => import('./salary/SettlementShowPage')),
  VacationMatrixShowPage: lazy(() => import('./vacation/VacationMatrixShowPage')),
};
