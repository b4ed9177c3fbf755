import type { ComponentType, LazyExoticComponent } from 'react';
import type { Action, ModuleKey } from '../shared/modules';
import type { MenuFlag, MenuParent, MenuSection } from '../shared/resource';
import { ABSENCES_REPORT_PAGES } from './absencesReports/pages';
import { ABSENCES_PAGES } from './absences/pages';
import { ACCIDENT_PAGES } from './accidents/pages';
import { ADMIN_PAGES } from './admins/pages';
import { CALENDAR_PAGES } from './calendar/pages';
import { COLLABORATORS_REPORT_PAGES } from './collaboratorsReport/pages';
import { DEMOGRAPHICS_PAGES } from './demographics/pages';
import { COMPANY_DATA_PAGES } from './companyData/pages';
import { DOCUMENT_HUB_PAGES } from './documents/hub/pages';
import { HEATMAP_PAGES } from './heatmap/pages';
import { HELP_PAGES } from './help/pages';
import { IMPORT_PAGES } from './imports/pages';
import { INTEGRATION_PAGES } from './integrations/pages';
import { NOTIFICATION_PAGES } from './notifications/pages';
import { ORG_CHART_PAGES } from './orgchart/pages';
import { PAYMENT_PAGES } from './payments/pages';
import { PAYROLL_REPORT_PAGES } from './payrollReport/pages';
import { PROFILE_PAGES } from './profile/pages';
import { PROVIDER_PAGES } from './provider/pages';
import { REPORT_PAGES } from './reports/pages';
import { REVIEW_PAGES } from './reviews/pages';
import { ROUTE_ALIAS_PAGES } from './routeAliases/pages';
import { ROLE_PAGES } from './roles/pages';
import { SALARY_PAGES } from './salary/pages';
import { SETTINGS_PAGES } from './settings/pages';
import { SHIFT_PAGES } from './shifts/pages';
import { TEAM_PAGES } from './team/pages';
import { TIMELINE_PAGES } from './timeline/pages';
import { VACATION_PAGES } from './vacation/pages';
import { WORKDAY_PAGES } from './workdays/pages';
import { WORK_ORDER_PAGES } from './workOrders/pages';

/**
 * A screen that is not a generic resource page (profile, import, org chart, administrators, roles…): its route, the
 * permission needed to open it and, optionally, its place in the main menu. Each area lists its pages in
 * `src/app/<area>/pages.ts`; routes, route guards, the access control provider and the menu read this list.
 */
export interface AreaPage {
  /** unique name; Refine's access control is asked with it as the resource */
  key: string;
  /** route path, exactly as the spec names it (`/team/casualtylist`, `/casualty/profile/:id`) */
  path: string;
  /** the page (default export of a lazy module: one chunk per page) */
  component: LazyExoticComponent<ComponentType>;
  /** module whose `action` the user needs; none = every signed-in user (profile) */
  module?: ModuleKey;
  /** default GET */
  action?: Action;
  /** the page opens for whoever has the action on ANY of these modules (a screen showing two areas' items) */
  anyOf?: ModuleKey[];
  /** main-menu entry: label is an i18n key */
  menu?: { parent: Exclude<MenuParent, null>; order: number; icon?: string; label: string; badge?: ComponentType; flag?: MenuFlag; section?: MenuSection };
  /** without a menu entry: the entry (its path) the sidebar highlights while this page is open; default its module's */
  highlights?: string;
  /** only these built-in roles open it (the provider's console: `provider`), on top of `module` */
  roles?: readonly string[];
}

export const AREA_PAGES: AreaPage[] = [
  ...TEAM_PAGES,
  ...IMPORT_PAGES,
  ...ADMIN_PAGES,
  ...ROLE_PAGES,
  ...ORG_CHART_PAGES,
  ...PROFILE_PAGES,
  ...WORKDAY_PAGES,
  ...SHIFT_PAGES,
  ...HEATMAP_PAGES,
  ...CALENDAR_PAGES,
  ...SETTINGS_PAGES,
  ...REPORT_PAGES,
  ...REVIEW_PAGES,
  ...ABSENCES_REPORT_PAGES,
  ...TIMELINE_PAGES,
  ...VACATION_PAGES,
  ...ABSENCES_PAGES,
  ...DOCUMENT_HUB_PAGES,
  ...SALARY_PAGES,
  ...NOTIFICATION_PAGES,
  ...COMPANY_DATA_PAGES,
  ...WORK_ORDER_PAGES,
  ...ACCIDENT_PAGES,
  ...PAYROLL_REPORT_PAGES,
  ...COLLABORATORS_REPORT_PAGES,
  ...DEMOGRAPHICS_PAGES,
  ...INTEGRATION_PAGES,
  ...HELP_PAGES,
  ...PAYMENT_PAGES,
  ...PROVIDER_PAGES,
  ...ROUTE_ALIAS_PAGES,
];

export const areaPageByKey = (key: string): AreaPage | undefined => AREA_PAGES.find((p) => p.key === key);
