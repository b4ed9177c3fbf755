import { CheckCircleFilled, DeleteOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Empty, Table, Tooltip, theme, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, type ImportColumn, type ImportField } from '../../../shared/imports';
import { ImportCell } from './ImportCell';
import type { ImportRow } from './importRows';

const WIDTH: Partial<Record<ImportColumn, number>> = { email: 240, mainBranch: 200, lastName: 200, numberOfDocument: 170, documentExpirationDate: 190, contractStartDate: 170 };
const LINE_WIDTH = 72;
const NO_CUSTOM: Record<string, string> = {};
const ERRORS_WIDTH = 260;
const ACTIONS_WIDTH = 64;
const widthOf = (c: ImportField) => WIDTH[c as ImportColumn] ?? 160;
export const TABLE_WIDTH = LINE_WIDTH + ERRORS_WIDTH + ACTIONS_WIDTH + IMPORT_COLUMNS.reduce((sum, c) => sum + widthOf(c), 0);

interface ImportTableProps {
  rows: ImportRow[];
  height: number;
  branchNames: string[];
  /** the company's custom fields (after the base columns): title by field */
  customTitles?: Record<string, string>;
  onEdit: (key: number, column: ImportField, value: string) => void;
  onRemove: (key: number) => void;
}

/**
 * Every row of the file in a virtual table (only the rows on screen exist in the page, so 10,000 rows scroll
 * smoothly), each cell editable in place, errors in red under the value.
 */
export function ImportTable({ rows, height, branchNames, customTitles = NO_CUSTOM, onEdit, onRemove }: ImportTableProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [editing, setEditing] = useState<{ key: number; column: ImportField } | null>(null);
  const fields: ImportField[] = useMemo(() => [...IMPORT_COLUMNS, ...Object.keys(customTitles)], [customTitles]);
  const titleOf = useCallback((f: ImportField) => customTitles[f] ?? t(`imports.columns.${f}`), [customTitles, t]);

  const columns = useMemo<TableColumnsType<ImportRow>>(() => [
    {
      key: 'line',
      title: t('imports.data.review.line'),
      width: LINE_WIDTH,
      fixed: 'left',
      render: (_, row) => <span data-testid="row-line" data-line={row.line} data-invalid={row.errors.length > 0 || undefined}>{row.line}</span>,
    },
    {
      // every error of the row in one place: the cells further right may be out of view
      key: 'errors',
      title: t('imports.data.review.errorsColumn'),
      width: ERRORS_WIDTH,
      render: (_, row) =>
        row.errors.length ? (
          <div className="import-row-errors">
            {row.errors.map((e) => (
              <div key={`${e.field}:${e.code}`} data-testid="row-error" data-field={e.field} data-code={e.code}><ExclamationCircleFilled style={{ color: token.colorError }} /> <b>{titleOf(e.field)}</b>: {e.message}</div>
            ))}
          </div>
        ) : (
          <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('imports.data.review.valid')} />
        ),
    },
    ...fields.map((column) => ({
      key: column,
      title: titleOf(column),
      width: widthOf(column),
      render: (_: unknown, row: ImportRow) => (
        <ImportCell
          column={column}
          value={row.values[column]}
          errors={row.errors.filter((e) => e.field === column)}
          editing={editing?.key === row.key && editing.column === column}
          emptyText={t('imports.data.review.empty')}
          branchNames={branchNames}
          onStartEdit={() => setEditing({ key: row.key, column })}
          onCommit={(value) => {
            setEditing(null);
            if (value.trim() !== (row.values[column] ?? '')) onEdit(row.key, column, value);
          }}
          onCancel={() => setEditing(null)}
        />
      ),
    })),
    {
      key: 'actions',
      title: '',
      width: ACTIONS_WIDTH,
      fixed: 'right',
      render: (_, row) => (
        <Tooltip title={t('imports.data.review.removeRow')}>
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('imports.data.review.removeRow')} onClick={() => onRemove(row.key)} data-testid="remove-row" />
        </Tooltip>
      ),
    },
  ], [t, token.colorError, token.colorSuccess, editing, branchNames, onEdit, onRemove, fields, titleOf]);

  return (
    <>
      <style>{`
        .import-table .import-cell{min-height:22px;cursor:text;border-radius:4px;padding:2px 4px;margin:-2px -4px}
        .import-table .import-cell:hover{background:${token.colorFillTertiary}}
        .import-table .import-cell-invalid,.import-table .import-cell-invalid:hover{background:${token.colorErrorBg};box-shadow:inset 0 0 0 1px ${token.colorErrorBorder}}
        .import-table .import-cell-value{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .import-table .import-cell-empty{color:${token.colorTextTertiary};font-style:italic}
        .import-table .import-row-errors{font-size:12px;line-height:18px;color:${token.colorText}}
        .import-table .import-cell-error{color:${token.colorErrorText};font-size:12px;line-height:16px;margin-top:2px;white-space:normal}
      `}</style>
      <Table<ImportRow>
        className="import-table"
        data-testid="import-table"
        virtual
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: TABLE_WIDTH + Object.keys(customTitles).reduce((sum, c) => sum + widthOf(c), 0), y: height }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('imports.data.review.noRows')} /> }}
      />
    </>
  );
}
