/**
 * Permission module keys (spec §6 short keys, slugged) and actions.
 * A Casbin request is (role, companyId, moduleKey, action). Reads that travel as POST
 * (getFiltered and friends) are declared with action GET on their route.
 */
export const MODULE_KEYS = [
  'users',
  'shifts',
  'dayoffs',
  // the company's lists the shifts and absences use (templates, types): read by managers, written by administrators
  'shifts-templates',
  'dayoffs-templates',
  'document',
  'inventory',
  'news',
  'workdays',
  'workdays-reviews',
  'unactive-users',
  'reports',
  'company-profile',
  'salary',
  'branches',
  'hierarchies',
  'structures',
  'specialdays',
  'organization-chart',
  'communication',
  'communication-categories',
  'communication-flyer',
  'communication-notes',
  'communication-resources',
  'admins',
  'company-config',
  'devices',
  // issue 22: work orders and the hours people log on them; approval flows of requests
  'workorders',
  'approval-flows',
  // issue 23: the accidents register; its medical details are a separate grant (read, audited)
  'accidents',
  'accidents-medical',
  // issue 24: the company's integrations, open API keys and event subscriptions (webhooks)
  'integrations',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const ACTIONS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type Action = (typeof ACTIONS)[number];

/** Dotted module names as the spec shows them, for display in role screens and audits. */
export const MODULE_AREAS: Record<ModuleKey, string> = {
  users: 'hrcore.team.collaborators',
  shifts: 'hrcore.team.shifts',
  dayoffs: 'hrcore.team.dayoffs',
  'shifts-templates': 'hrcore.team.shifts.templates',
  'dayoffs-templates': 'hrcore.team.dayoffs.templates',
  document: 'hrcore.company.documents',
  inventory: 'hrcore.company.inventory',
  news: 'hrcore.team.news',
  workdays: 'hrcore.team.workdays',
  'workdays-reviews': 'hrcore.team.workdays.reviews',
  'unactive-users': 'hrcore.team.unactive',
  reports: 'hrcore.team.reports',
  'company-profile': 'hrcore.company.profile',
  salary: 'hrcore.company.salary',
  branches: 'hrcore.company.branches',
  hierarchies: 'hrcore.company.hierarchies',
  structures: 'hrcore.company.structures',
  specialdays: 'hrcore.company.specialdays',
  'organization-chart': 'hrcore.company.organizationchart',
  communication: 'hrcore.communication.default',
  'communication-categories': 'hrcore.communication.categories',
  'communication-flyer': 'hrcore.communication.flyer',
  'communication-notes': 'hrcore.communication.notes',
  'communication-resources': 'hrcore.communication.resources',
  admins: 'hrcore.admins.roles',
  'company-config': 'hrcore.config.company',
  devices: 'hrcore.company.devices',
  workorders: 'hrcore.team.workorders',
  'approval-flows': 'hrcore.config.approvalflows',
  accidents: 'hrcore.team.accidents',
  'accidents-medical': 'hrcore.team.accidents.medical',
  integrations: 'hrcore.config.integrations',
};
