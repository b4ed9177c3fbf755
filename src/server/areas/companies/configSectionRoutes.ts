import type { FastifyInstance } from 'fastify';
import { readConfigSchema, registerConfigSection } from './configSection';

/** schemas/company-covid.schema.json and company-notifications.schema.json (spec §3, §9). */
export const COVID_SCHEMA = readConfigSchema('company-covid.schema.json');
export const NOTIFICATIONS_SCHEMA = readConfigSchema('company-notifications.schema.json');

/** GET/PATCH /companies/config/covid and /companies/config/notifications (spec §7), module company-config. */
export function registerConfigSectionRoutes(api: FastifyInstance): void {
  registerConfigSection(api, {
    key: 'covid', schema: COVID_SCHEMA, module: 'company-config',
    summary: "The company's health screening settings (symptoms, tips, temperature threshold, where it is asked)",
  });
  registerConfigSection(api, {
    key: 'notifications', schema: NOTIFICATIONS_SCHEMA, module: 'company-config',
    summary: 'On which channels (SMS, e-mail, dashboard) each kind of notification is sent',
  });
}
