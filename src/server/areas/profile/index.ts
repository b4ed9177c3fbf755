export { profileRoutes } from './profileRoutes';
