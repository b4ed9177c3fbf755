import type { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Alert, Empty, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { translateOr, useEngineI18n } from '../i18n';

const PAGE_SIZES = [10, 20, 50, 100];

interface ServerTableProps {
  tableProps: ReturnType<typeof useTable<BaseRecord>>['tableProps'];
  columns: ColumnType<BaseRecord>[];
  error?: { message: string } | null;
  /** the total under the table, as the page words it */
  showTotal: (total: number) => ReactNode;
}

/** A server-paged table of `useTable` rows with the engine's defaults: load error, empty text, page sizes, total. */
export function ServerTable({ tableProps, columns, error, showTotal }: ServerTableProps) {
  const { t } = useEngineI18n();
  return (
    <>
      {error ? <Alert type="error" showIcon message={translateOr(t, 'engine.list.loadError', 'Could not load')} description={error.message} /> : null}
      <Table<BaseRecord>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <Empty description={translateOr(t, 'engine.list.empty', 'No records')} /> }}
        pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: PAGE_SIZES, showTotal }}
      />
    </>
  );
}
