export { registerDemographicsRoutes } from './demographicsRoutes';
