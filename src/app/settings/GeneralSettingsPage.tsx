import { Card, Space } from 'antd';
import { Link } from 'react-router';
import { generalSettingsErrors } from '../../shared/settings/generalSettingsRules';
import { useEngineI18n } from '../engine/i18n';
import { useAllowed } from '../shell/access/useAllowed';
import { SchemaSettingsCard } from './SchemaSettingsCard';
import { SETTINGS_LINKS } from './settingsLinks';

/**
 * /settings: the company's general time and clocking settings (configuration.general), a form rendered from
 * schemas/company-general.schema.json in sections, saved with PATCH /companies/config/general (SchemaSettingsCard).
 */
export default function GeneralSettingsPage() {
  const { t } = useEngineI18n();
  const canEdit = useAllowed('settings', 'edit');
  return (
    <SchemaSettingsCard configKey="general" textsNs="settings" canEdit={canEdit} rules={generalSettingsErrors}>
      <Card size="small" title={t('settings.otherSettings')} style={{ marginTop: 16 }}>
        <Space size="large" wrap>
          {SETTINGS_LINKS.map((l) => <Link key={l.to} to={l.to}>{t(l.label)}</Link>)}
        </Space>
      </Card>
    </SchemaSettingsCard>
  );
}
