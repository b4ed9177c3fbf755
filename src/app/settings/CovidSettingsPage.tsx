import { ConfigSectionPage } from './ConfigSectionPage';

/** /settings/covid: configuration.covid (symptoms, tips, where it is asked, temperature threshold 37.5 by default). */
export default function CovidSettingsPage() {
  return <ConfigSectionPage configKey="covid" pageKey="settings-covid" />;
}
