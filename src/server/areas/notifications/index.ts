export { registerNotificationRoutes } from './notificationRoutes';
export { notify, notifyNow, type NotificationEvent } from './notify';
export { watchersOfUnit } from './recipients';
