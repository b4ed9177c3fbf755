import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resource';
import { useEngineI18n } from '../../engine/i18n';
import type { EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import { RecordTabs } from '../../engine/show/RecordTabs';
import { showFields } from '../../engine/show/ResourceShowPage';
import type { Collaborator } from '../collaboratorApi';
import { useProfileView } from './profileView';

/** The profile's tabs outside the profile page (the casualty profile): the generic tabs with the profile's view. */
export function ProfileTabs({ def, schema, person }: { def: ResourceDef; schema: EffectiveSchema; person: Collaborator }) {
  const { t } = useEngineI18n();
  const view = useProfileView();
  const ctx = { def, schema, record: person as unknown as Record<string, unknown>, id: person.id, refetch: () => undefined, t };
  return <RecordTabs ctx={ctx} fields={showFields(def, schema)} overrides={view} />;
}

/** An offboarded collaborator's notice on the profile, linking to the casualty record. */
export function OffboardedNotice({ person, dateText, link }: { person: Collaborator; dateText: string; link: React.ReactNode }) {
  const { t } = useTranslation();
  if (person.active) return null;
  return <Alert type="warning" showIcon message={t('users.profile.offboardedNotice', { date: dateText })} action={link} />;
}
