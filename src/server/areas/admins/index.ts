export { registerAdminRoutes } from './adminRoutes';
