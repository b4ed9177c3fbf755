import type { BaseRecord } from '@refinedev/core';
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERIOD_PATTERN } from '../../shared/novelties';
import type { ResourceDef } from '../../shared/resource';
import type { ListOverrides } from '../engine/list/listOverrides';
import { ResourceListPage } from '../engine/list/ResourceListPage';
import { ResourceTable } from '../engine/list/ResourceTable';
import { NoveltyQuantity } from './NoveltyQuantity';
import { PeriodBar } from './PeriodBar';

/** the status as a coloured tag: open (still changing) or sent to payroll (locked) */
function StatusTag({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <Tag color={value === 'SENT' ? 'green' : 'blue'}>{t(`novelties.enums.status.${String(value)}`)}</Tag>;
}

/**
 * /novelties: the engine's list of one pay period (the month in the URL, `?period=2026-11`, this month by default)
 * with the period's bar (bring, send to payroll, reopen); quantities in their unit; novelties sent to payroll offer
 * neither edit nor delete. The table keeps its own filters, order and page in the URL as every list does.
 */
export default function NoveltyListPage({ resource }: { resource: ResourceDef }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = asked && PERIOD_PATTERN.test(asked) ? asked : dayjs().format('YYYY-MM');
  const setPeriod = (next: string) => setParams((prev) => {
    const out = new URLSearchParams(prev);
    out.set('period', next);
    out.delete('currentPage'); // a new month starts on its first page
    return out;
  }, { replace: true });
  const overrides = useMemo<ListOverrides>(() => ({
    permanentFilters: [{ field: 'period', operator: 'eq', value: period }],
    columns: {
      quantity: { render: (value: unknown, record: BaseRecord) => <NoveltyQuantity value={value} type={record.type} />, align: 'right' },
      status: { render: (value: unknown) => <StatusTag value={value} /> },
    },
    rowEditable: (record) => record.status !== 'SENT',
    rowDeletable: (record) => record.status !== 'SENT',
  }), [period]);
  return (
    <ResourceListPage
      resource={resource}
      overrides={{
        table: (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <PeriodBar period={period} onPeriod={setPeriod} />
            <ResourceTable key={period} def={resource} overrides={overrides} syncWithLocation />
          </Space>
        ),
      }}
    />
  );
}
