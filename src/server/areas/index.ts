import type { FastifyInstance } from 'fastify';
import type { ResourceHooks } from '../engine/hooks';
import type { PolicyEnforcer } from '../permissions/enforcer';
import { accidentHooks } from './accidents/accidentHooks';
import { registerAbsencesRoutes } from './absences';
import { registerAdminRoutes } from './admins';
import { branchOfficeHooks } from './branchOffices/branchOfficeHooks';
import { registerCalendarFeedAreaRoutes } from './calendarFeeds';
import { registerHelpAreaRoutes } from './help';
import { audienceHooks, billboardResourceHooks, postCategoryHooks, postHooks } from './communication';
import { registerCompanyRoutes } from './companies/companyRoutes';
import { registerConfigGeneralRoutes } from './companies/configGeneralRoutes';
import { registerCustomFieldsRoutes } from './companies/customFieldsRoutes';
import { registerDashboardAreaRoutes } from './dashboard';
import { dayoffHooks } from './dayoffs/dayoffHooks';
import { registerWebhookRoutes } from './webhooks';
import { registerDemographicsRoutes } from './demographics';
import { deviceHooks } from './devices/deviceHooks';
import { envelopeResourceHooks } from './documentHub';
import { registerFileRoutes } from './files/fileRoutes';
import { registerFileSystemRoutes } from './fileSystem';
import { hierarchyHooks } from './hierarchies/hierarchyHooks';
import { registerImportAreaRoutes } from './imports';
import { registerIntegrationRoutes } from './integrations/integrationRoutes';
import { articleHooks } from './inventory/articleHooks';
import { articleTypeHooks } from './inventory/articleTypeHooks';
import { registerJobRoutes } from '../jobs';
import { registerMarkRoutes } from './marks';
import { registerNotificationRoutes } from './notifications';
import { noveltyHooks } from './novelties';
import { registerPayrollReportRoutes } from './payrollReport/payrollRoutes';
import { registerProviderRoutes } from './provider/providerRoutes';
import { registerSubscriptionRoutes } from './subscription/subscriptionRoutes';
import { registerReportAreaRoutes } from './reports';
import { registerRoleRoutes } from './roles/roleRoutes';
import { settlementHooks } from './salary';
import { registerShiftAreaRoutes } from './shifts';
import { registerPositionAreaRoutes } from './positions';
import { registerReviewAreaRoutes } from './reviews';
import { specialDayHooks } from './specialDays/specialDayHooks';
import { registerTimelineRoutes } from './timeline';
import { collaboratorHooks } from './users/collaboratorHooks';
import { vacationMatrixHooks } from './vacation/vacationMatrixHooks';
import { registerUserSelfRoute } from './users/selfRoute';
import { registerWorkdayAreaRoutes } from './workdays';
import { workOrderHooks } from './workOrders';

/**
 * Behaviour resources add to the generic engine, by resource name (resources/index.ts), for one app: `enforcer` is
 * the app's (app.enforcer: policy.csv plus the company roles), for hooks that check a grant beyond the route's.
 */
export const resourceHooks = (enforcer: PolicyEnforcer): Record<string, ResourceHooks> => ({
  articles: articleHooks,
  articletypes: articleTypeHooks,
  billboardresources: billboardResourceHooks,
  branchoffices: branchOfficeHooks,
  dayoffs: dayoffHooks,
  devices: deviceHooks,
  envelopes: envelopeResourceHooks,
  flyers: audienceHooks,
  notes: audienceHooks,
  novelties: noveltyHooks,
  settlements: settlementHooks,
  hierarchies: hierarchyHooks,
  postcategories: postCategoryHooks,
  posts: postHooks,
  specialdays: specialDayHooks,
  users: collaboratorHooks,
  vacationmatrices: vacationMatrixHooks,
  workorders: workOrderHooks,
  accidents: accidentHooks(enforcer),
});

/** Endpoints of the areas that are not a resource's CRUD (session, login page data, files). */
export function registerAreaRoutes(api: FastifyInstance): void {
  registerCompanyRoutes(api);
  registerCustomFieldsRoutes(api);
  registerConfigGeneralRoutes(api);
  registerUserSelfRoute(api);
  registerAdminRoutes(api);
  registerFileRoutes(api);
  registerJobRoutes(api);
  registerImportAreaRoutes(api);
  registerRoleRoutes(api);
  registerPositionAreaRoutes(api);
  registerMarkRoutes(api);
  registerWorkdayAreaRoutes(api);
  registerShiftAreaRoutes(api);
  registerReportAreaRoutes(api);
  registerReviewAreaRoutes(api);
  registerDashboardAreaRoutes(api);
  registerAbsencesRoutes(api);
  registerTimelineRoutes(api);
  registerPayrollReportRoutes(api);
  registerDemographicsRoutes(api);
  registerIntegrationRoutes(api);
  registerNotificationRoutes(api);
  registerFileSystemRoutes(api);
  registerCalendarFeedAreaRoutes(api);
  registerHelpAreaRoutes(api);
  registerProviderRoutes(api);
  registerSubscriptionRoutes(api);
  registerWebhookRoutes(api);
}
