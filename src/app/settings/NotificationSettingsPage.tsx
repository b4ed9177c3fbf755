import { ConfigSectionPage } from './ConfigSectionPage';

/** /settings/notifications: configuration.notifications (each kind of event on dashboard, e-mail and SMS). */
export default function NotificationSettingsPage() {
  return <ConfigSectionPage configKey="notifications" pageKey="settings-notifications" />;
}
