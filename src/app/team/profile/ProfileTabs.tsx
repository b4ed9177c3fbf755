import { Alert, Card, Empty, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resource';
import type { EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import { HistoryPanel } from '../../engine/show/HistoryPanel';
import type { Collaborator } from '../collaboratorApi';
import { sectionsFor } from '../collaboratorSections';
import { FieldList } from './FieldList';

const LEAVE_FIELDS = ['leaveDate', 'typeOfLeave', 'leaveComment'];

/** The profile's tabs: personal (with contact), organisation, contract (with the last leave), custom fields, history. */
export function ProfileTabs({ def, schema, person }: { def: ResourceDef; schema: EffectiveSchema; person: Collaborator }) {
  const { t } = useTranslation();
  const editable = Object.entries(schema.raw.properties ?? {}).filter(([, p]) => !p.readOnly).map(([f]) => f);
  const sections = new Map(sectionsFor(editable).map((s) => [s.key, s.fields]));
  const custom = sections.get('customFields') ?? [];
  const hadLeave = !!person.leaveDate;
  return (
    <Tabs
      defaultActiveKey="personal"
      items={[
        {
          key: 'personal',
          label: t('users.sections.personal'),
          children: <FieldList schema={schema} record={person} fields={[...(sections.get('personal') ?? []), ...(sections.get('contact') ?? [])]} />,
        },
        { key: 'organisation', label: t('users.sections.organisation'), children: <FieldList schema={schema} record={person} fields={sections.get('organisation') ?? []} /> },
        {
          key: 'contract',
          label: t('users.sections.contract'),
          children: (
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <FieldList schema={schema} record={person} fields={sections.get('contract') ?? []} />
              {hadLeave ? (
                <Card size="small" title={person.active ? t('users.profile.lastLeave') : t('users.sections.leave')}>
                  <FieldList schema={schema} record={person} fields={LEAVE_FIELDS} columns={1} />
                </Card>
              ) : null}
            </Space>
          ),
        },
        {
          key: 'customFields',
          label: t('users.sections.customFields'),
          children: custom.length ? <FieldList schema={schema} record={person} fields={custom} /> : <Empty description={t('users.profile.noCustomFields')} />,
        },
        { key: 'history', label: t('users.sections.history'), children: <HistoryPanel def={def} id={person.id} schema={schema} /> },
      ]}
    />
  );
}

/** An offboarded collaborator's notice on the profile, linking to the casualty record. */
export function OffboardedNotice({ person, dateText, link }: { person: Collaborator; dateText: string; link: React.ReactNode }) {
  const { t } = useTranslation();
  if (person.active) return null;
  return <Alert type="warning" showIcon message={t('users.profile.offboardedNotice', { date: dateText })} action={link} />;
}
