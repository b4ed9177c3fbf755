import { Button, DatePicker, Space, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBranches } from '../../team/useBranches';

/** Date and unit (with its sub-units) of the attendance figures. */
export function DashboardFilters({ date, branch, onDate, onBranch }: {
  date: string; branch?: string; onDate: (d: string | undefined) => void; onBranch: (b: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const branches = useBranches();
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Space wrap data-testid="dashboard-filters">
      <DatePicker
        value={dayjs(date)}
        format="DD/MM/YYYY"
        allowClear={false}
        aria-label={t('dashboard.filters.date')}
        onChange={(d) => onDate(d ? d.format('YYYY-MM-DD') : undefined)}
        data-testid="dashboard-date"
      />
      <Button onClick={() => onDate(undefined)} disabled={date === today}>{t('dashboard.filters.today')}</Button>
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        value={branch}
        placeholder={t('dashboard.filters.allUnits')}
        aria-label={t('dashboard.filters.branch')}
        treeData={branches.tree}
        onChange={(v?: string) => onBranch(v || undefined)}
        style={{ width: 240 }}
        popupMatchSelectWidth={false}
        data-testid="dashboard-branch"
      />
    </Space>
  );
}
