export { registerNotificationRoutes } from './notificationRoutes';
export { notify, notifyNow, writeNotice, type NotificationEvent } from './notify';
export { watchersOfUnit } from './recipients';
