import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../shared/resource';
import ResourceShowPage from '../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../engine/show/showOverrides';
import { SettlementSlips } from './SettlementSlips';

/** /company/salary/:id — the generic show page of a settlement with its slips first (load, review, confirm, list). */
export default function SettlementShowPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const overrides: ShowOverrides = {
    // the slips tab first (a section needs a field to be drawn: the status)
    sections: [{ key: 'slips', fields: ['status'] }, { key: 'details', fields: ['title', 'year', 'month', 'period', 'type', 'isSettlement', 'settlementInfo', 'documents', 'slips'] }],
    tabs: [
      { key: 'slips', label: t('salary.tabs.slips'), render: (ctx) => <SettlementSlips ctx={ctx} /> },
      { key: 'details', label: t('salary.tabs.details'), render: ({ list, fields }) => list(fields) },
    ],
  };
  return <ResourceShowPage resource={resource} overrides={overrides} />;
}
