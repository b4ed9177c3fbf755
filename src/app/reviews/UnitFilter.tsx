import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranches } from '../team/useBranches';

/** The unit filter of the review screens: a searchable tree of the caller's units (a unit includes its sub-units). */
export function UnitFilter({ value, onChange, testId }: { value?: string; onChange: (unit: string | undefined) => void; testId?: string }) {
  const { t } = useTranslation();
  const branches = useBranches();
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value}
      placeholder={t('reviews.filters.branch')}
      aria-label={t('reviews.filters.branch')}
      treeData={branches.tree}
      onChange={(v?: string) => onChange(v || undefined)}
      style={{ width: 220 }}
      data-testid={testId}
    />
  );
}
