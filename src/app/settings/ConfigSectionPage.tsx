import { useEngineI18n } from '../engine/i18n';
import { useAllowed } from '../shell/access/useAllowed';
import { SchemaSettingsCard } from './SchemaSettingsCard';

/** /settings/covid and /settings/notifications: one configuration section through the generic settings form. */
export function ConfigSectionPage({ configKey, pageKey }: { configKey: 'covid' | 'notifications'; pageKey: string }) {
  useEngineI18n();
  const canEdit = useAllowed(pageKey, 'edit');
  return <SchemaSettingsCard configKey={configKey} textsNs={`companyconfig.${configKey}`} unitsNs="companyconfig" canEdit={canEdit} />;
}
