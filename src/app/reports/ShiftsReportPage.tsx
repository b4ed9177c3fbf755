import { Flex, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../team/PageFrame';
import { ExportPanel } from './ExportPanel';
import { lastMonth, ReportFiltersBar, type FilterState } from './ReportFiltersBar';
import { SHIFTS_COLUMNS } from './reportsApi';
import { toQuery } from './ReportsPage';
import { SummaryTable } from './SummaryTable';

/** /shifts-reports: planned shifts against worked time per collaborator. */
export default function ShiftsReportPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FilterState>({ ...lastMonth(), userIds: [] });
  const query = useMemo(() => toQuery(filters), [filters]);
  return (
    <PageFrame title={t('reports.shiftsTitle')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <ReportFiltersBar value={filters} onChange={setFilters} />
          <ExportPanel kind="shifts" query={query} />
        </Flex>
        <SummaryTable kind="shifts" query={query} fields={SHIFTS_COLUMNS} />
      </Space>
    </PageFrame>
  );
}
