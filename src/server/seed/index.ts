/** Seeds: the demo company (first start), large companies (benchmarks) and what a new company starts with. */
export { DEMO_PASSWORD } from './accounts';
export { defaultConfiguration, defaultCustomFields, defaultFlags } from './companyDefaults';
export { seedCompany, type SeedCompanyOptions, type SeedSize } from './seedCompany';
export { DEMO_COMPANY_NAME, DEMO_COMPANY_SLUG, findDemoCompany, seedDemoCompany } from './seedDemoCompany';
export type { SeedSummary } from './seedSummary';
export { SEED_BATCH_SIZE } from './writeCompanyRows';
export { DEMO_SECURE_USERNAME, DEMO_TOTP_SECRET } from './secureDemoAdmin';
