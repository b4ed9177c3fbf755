import { Button, Input, Segmented, Select, Space, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchTreeOption } from '../useBranches';

export type StatusFilter = 'active' | 'inactive' | 'all';

export interface CollaboratorFilters {
  q?: string;
  mainBranch?: string;
  position?: string;
  status: StatusFilter;
}

interface ListFiltersProps {
  value: CollaboratorFilters;
  onChange: (next: CollaboratorFilters) => void;
  branches: BranchTreeOption[];
  positions: { position: string; count: number }[];
  /** the casualty list has no status choice */
  showStatus?: boolean;
  defaultStatus: StatusFilter;
  /** a page's own control beside the unit filter, on the same line (the report's "with its sub-units") */
  afterUnit?: ReactNode;
  /** a page's own filter after the others, on the same line (the report's as-of day) */
  extra?: ReactNode;
}

/** Search by name or document, unit (tree), position (with head counts) and status, above the team table. */
export function ListFilters({ value, onChange, branches, positions, showStatus = true, defaultStatus, afterUnit, extra }: ListFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<CollaboratorFilters>) => onChange({ ...value, ...patch });
  const dirty = !!(value.q || value.mainBranch || value.position || value.status !== defaultStatus);
  return (
    <Space wrap size={[8, 8]} style={{ width: '100%' }}>
      <Input.Search
        allowClear
        maxLength={200}
        defaultValue={value.q}
        key={value.q === undefined ? 'empty' : 'search'}
        placeholder={t('users.list.search')}
        aria-label={t('users.list.search')}
        style={{ width: 300 }}
        onSearch={(text) => set({ q: text.trim() || undefined })}
        data-testid="team-search"
      />
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        value={value.mainBranch}
        placeholder={t('users.list.branch')}
        treeData={branches}
        onChange={(v?: string) => set({ mainBranch: v || undefined })}
        style={{ width: 240 }}
        popupMatchSelectWidth={320}
        data-testid="team-branch-filter"
      />
      {afterUnit}
      <Select
        allowClear
        showSearch
        value={value.position}
        placeholder={t('users.list.position')}
        options={positions.map((p) => ({ value: p.position, label: `${p.position} (${p.count})` }))}
        optionFilterProp="label"
        onChange={(v?: string) => set({ position: v || undefined })}
        style={{ width: 220 }}
        data-testid="team-position-filter"
      />
      {showStatus ? (
        <Segmented<StatusFilter>
          value={value.status}
          onChange={(status) => set({ status })}
          options={[
            { value: 'active', label: t('users.status.activePlural') },
            { value: 'inactive', label: t('users.status.inactivePlural') },
            { value: 'all', label: t('users.status.all') },
          ]}
          data-testid="team-status-filter"
        />
      ) : null}
      {extra}
      {dirty ? (
        <Button type="link" onClick={() => onChange({ status: defaultStatus })}>
          {t('users.list.clearFilters')}
        </Button>
      ) : null}
    </Space>
  );
}
