import { Flex, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../team/PageFrame';
import { DetailedTable } from './DetailedTable';
import { ExportPanel } from './ExportPanel';
import { lastMonth, ReportFiltersBar, type FilterState } from './ReportFiltersBar';
import { GENERAL_COLUMNS, type ReportQuery } from './reportsApi';
import { SummaryTable } from './SummaryTable';

export const toQuery = (f: FilterState): ReportQuery => ({
  from: f.from,
  to: f.to,
  filters: { ...(f.branch ? { branch: f.branch } : {}), ...(f.userIds.length ? { userIds: f.userIds } : {}) },
});

/** /reports: workday reports, Detailed (one row per workday) and General (one row per collaborator) tabs. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'detailed' | 'general'>('detailed');
  const [filters, setFilters] = useState<FilterState>({ ...lastMonth(), userIds: [] });
  const query = useMemo(() => toQuery(filters), [filters]);

  return (
    <PageFrame title={t('reports.title')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <ReportFiltersBar value={filters} onChange={setFilters} />
          <ExportPanel key={tab} kind={tab} query={query} />
        </Flex>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as 'detailed' | 'general')}
          destroyInactiveTabPane
          items={[
            { key: 'detailed', label: <span data-testid="tab-detailed">{t('reports.tabs.detailed')}</span>, children: <DetailedTable query={query} /> },
            { key: 'general', label: <span data-testid="tab-general">{t('reports.tabs.general')}</span>, children: <SummaryTable kind="general" query={query} fields={GENERAL_COLUMNS} /> },
          ]}
        />
      </Space>
    </PageFrame>
  );
}
