import { Card, Empty, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentsTab } from '../../documents/fileSystem/DocumentsTab';
import type { ShowOverrides } from '../../engine/show/showOverrides';
import { InventoryTab } from '../../inventory/InventoryTab';
import { VacationTab } from '../../vacation/VacationTab';
import { FORM_SECTIONS } from '../collaboratorSections';
import { useBranches } from '../useBranches';

const LEAVE_FIELDS = ['leaveDate', 'typeOfLeave', 'leaveComment'];
const fieldsOf = (...keys: string[]) => FORM_SECTIONS.filter((s) => keys.includes(s.key)).flatMap((s) => s.fields);

/** The profile's tabs: personal (with contact), organisation, contract (with the last leave), custom fields, history. */
const PROFILE_SECTIONS = [
  { key: 'personal', fields: fieldsOf('personal', 'contact') },
  { key: 'organisation', fields: fieldsOf('organisation') },
  { key: 'contract', fields: fieldsOf('contract') },
];

/**
 * How a collaborator's record is shown (the profile and the casualty profile): the generic show page's tabs with
 * the profile's sections, the last leave under the contract, an empty custom-fields tab that says so, and unit
 * names from the session.
 */
export function useProfileView(): ShowOverrides {
  const { t } = useTranslation();
  const { nameOf } = useBranches();
  return useMemo<ShowOverrides>(
    () => ({
      sections: PROFILE_SECTIONS,
      restSection: 'customFields',
      renderers: { mainBranch: (value) => nameOf(value) || '—' },
      tabs: [
        {
          key: 'contract',
          render: ({ fields, list, record }) => (
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {list(fields)}
              {record.leaveDate ? (
                <Card size="small" title={record.active ? t('users.profile.lastLeave') : t('users.sections.leave')}>
                  {list(LEAVE_FIELDS, 1)}
                </Card>
              ) : null}
            </Space>
          ),
        },
        { key: 'customFields', render: ({ fields, list }) => (fields.length ? list(fields) : <Empty description={t('users.profile.noCustomFields')} />) },
        { key: 'vacation', label: t('vacation.tab'), render: ({ record }) => <VacationTab userId={String(record.id)} /> },
        { key: 'documents', label: t('filesystem.tab'), render: ({ record }) => <DocumentsTab userId={String(record.id)} /> },
        { key: 'inventory', label: t('inventory.tab.title'), render: ({ record }) => <InventoryTab userId={String(record.id)} /> },
      ],
    }),
    [t, nameOf],
  );
}
