import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { accessControlProvider } from './providers/accessControlProvider';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { useI18nProvider } from './providers/i18nProvider';
import { useNotificationProvider } from './providers/notificationProvider';
import { APP_NAME, NOTIFICATION_DURATION_S } from './shell/config';
import { AppRoutes } from './shell/routing/AppRoutes';
import { documentTitle } from './shell/routing/documentTitle';
import { UnauthorizedHandler } from './shell/routing/UnauthorizedHandler';
import { useRefineResources } from './shell/routing/useRefineResources';
import { useSessionEpoch } from './shell/session/sessionEpoch';

/**
 * The signed-in app, loaded lazily by Root.tsx (which holds the router, the theme and the public pages): Refine with
 * its providers, and the route table of every area.
 */
export default function App() {
  // re-render on a language switch: antd's texts and Refine's labels follow
  const { i18n } = useTranslation();
  const i18nProvider = useI18nProvider();
  const resources = useRefineResources();
  // a new query client per session: nothing cached for one user is shown to the next
  const sessionEpoch = useSessionEpoch();

  // antd's App (toasts, messages, confirm dialogs) is needed by signed-in pages only: not on the login route
  return (
    <AntdApp notification={{ duration: NOTIFICATION_DURATION_S, placement: 'topRight' }}>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={useNotificationProvider}
        resources={resources}
        options={{
          disableTelemetry: true,
          warnWhenUnsavedChanges: true,
          title: { text: APP_NAME, icon: <img src="/logo-compact.svg" alt="" width={24} height={24} /> },
          reactQuery: { clientConfig: { defaultOptions: { queries: { meta: { sessionEpoch } } } } },
        }}
      >
        <AppRoutes />
        <UnauthorizedHandler />
        <UnsavedChangesNotifier />
        {/* keyed on the language: the tab title is translated again on a switch, not only on navigation */}
        <DocumentTitleHandler key={i18n.language} handler={documentTitle} />
      </Refine>
    </AntdApp>
  );
}
