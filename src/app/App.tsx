import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { accessControlProvider } from './providers/accessControlProvider';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { currentAntdLocale } from './providers/i18n';
import { useI18nProvider } from './providers/i18nProvider';
import { useNotificationProvider } from './providers/notificationProvider';
import { APP_NAME, NOTIFICATION_DURATION_S } from './shell/config';
import { MaintenanceGate } from './shell/maintenance/MaintenanceGate';
import { AppRoutes } from './shell/routing/AppRoutes';
import { documentTitle } from './shell/routing/documentTitle';
import { UnauthorizedHandler } from './shell/routing/UnauthorizedHandler';
import { useRefineResources } from './shell/routing/useRefineResources';
import { useSessionEpoch } from './shell/session/sessionEpoch';
import { theme } from './shell/theme';

/** The client shell: theme and antd texts, Refine with its providers, and the route table. */
export default function App() {
  // re-render on a language switch: antd's texts and Refine's labels follow
  const { i18n } = useTranslation();
  const i18nProvider = useI18nProvider();
  const resources = useRefineResources();
  // a new query client per session: nothing cached for one user is shown to the next
  const sessionEpoch = useSessionEpoch();

  return (
    <BrowserRouter>
      <ConfigProvider theme={theme} locale={currentAntdLocale()}>
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
            <MaintenanceGate />
            <UnsavedChangesNotifier />
            {/* keyed on the language: the tab title is translated again on a switch, not only on navigation */}
            <DocumentTitleHandler key={i18n.language} handler={documentTitle} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
