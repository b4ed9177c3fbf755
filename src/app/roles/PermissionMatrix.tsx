import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Checkbox, Table, Tooltip, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS, MODULE_AREAS, MODULE_KEYS, type Action, type ModuleKey } from '../../shared/modules';
import {
  AREA_KEYS, areaCells, cellOf, columnCells, coverage, MODULES_BY_AREA, rowCells, setCells, type AreaKey, type Cell,
} from './matrixModel';

type Row = { key: string; kind: 'area'; area: AreaKey } | { key: string; kind: 'module'; module: ModuleKey };

interface PermissionMatrixProps {
  value: ReadonlySet<Cell>;
  onChange?: (next: Set<Cell>) => void;
  /** a read-only view: ticks and dashes, no toggles */
  readOnly?: boolean;
  /** may the user change this grant? (grants they do not hold themselves are locked); default yes */
  mayChange?: (module: ModuleKey, action: Action) => boolean;
  /** cells the server refused (ROLE_NOT_ALLOWED), outlined */
  marked?: ReadonlySet<Cell>;
}

const ROWS: Row[] = AREA_KEYS.flatMap((area) => [
  { key: `area:${area}`, kind: 'area' as const, area },
  ...MODULES_BY_AREA[area].map((module) => ({ key: module, kind: 'module' as const, module })),
]);

/**
 * The role editor's matrix: modules grouped by area × Read / Create / Edit / Delete, with "all" toggles per row,
 * per column, per area and for everything. Locked cells keep their value whatever toggle is used.
 */
export function PermissionMatrix({ value, onChange, readOnly = false, mayChange, marked }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const may = useMemo(() => (cell: Cell) => {
    const [module, action] = cell.split('|') as [ModuleKey, Action];
    return !readOnly && (mayChange ? mayChange(module, action) : true);
  }, [readOnly, mayChange]);
  const moduleLabel = (m: ModuleKey) => t(`roles.modules.${m}`);
  const actionLabel = (a: Action) => t(`roles.actions.${a}`);
  const areaLabel = (a: AreaKey) => t(`roles.areas.${a}`);

  const toggle = (cells: Cell[], label: string, testId: string) => {
    const state = coverage(value, cells);
    const locked = cells.every((c) => !may(c));
    return (
      <Checkbox
        aria-label={label}
        data-testid={testId}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={locked}
        onChange={(e) => onChange?.(setCells(value, cells, e.target.checked, may))}
      />
    );
  };

  const cellBox = (module: ModuleKey, action: Action) => {
    const cell = cellOf(module, action);
    const on = value.has(cell);
    const label = `${moduleLabel(module)}: ${actionLabel(action)}`;
    if (readOnly) {
      return on
        ? <CheckOutlined aria-label={label} style={{ color: token.colorSuccess }} />
        : <MinusOutlined aria-label={`${label} —`} style={{ color: token.colorTextQuaternary }} />;
    }
    const locked = !may(cell);
    const box = (
      <Checkbox
        aria-label={label}
        data-testid={`grant-${module}-${action}`}
        checked={on}
        disabled={locked}
        onChange={(e) => onChange?.(setCells(value, [cell], e.target.checked, may))}
      />
    );
    const outlined = marked?.has(cell)
      ? <span style={{ outline: `2px solid ${token.colorError}`, outlineOffset: 3, borderRadius: 4, display: 'inline-flex' }}>{box}</span>
      : box;
    return locked ? <Tooltip title={t('roles.editor.notHeld')}>{outlined}</Tooltip> : outlined;
  };

  const columns: ColumnsType<Row> = [
    {
      key: 'module',
      title: t('roles.editor.module'),
      render: (_, row) =>
        row.kind === 'area' ? (
          <Typography.Text strong>{areaLabel(row.area)}</Typography.Text>
        ) : (
          <div style={{ paddingInlineStart: 16 }}>
            <div>{moduleLabel(row.module)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{MODULE_AREAS[row.module]}</Typography.Text>
          </div>
        ),
    },
    ...ACTIONS.map((action) => ({
      key: action,
      align: 'center' as const,
      width: 96,
      title: readOnly ? actionLabel(action) : (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <span>{actionLabel(action)}</span>
          {toggle(columnCells(action), t('roles.editor.allColumn', { action: actionLabel(action) }), `all-column-${action}`)}
        </div>
      ),
      render: (_: unknown, row: Row) => {
        if (row.kind === 'module') return cellBox(row.module, action);
        if (readOnly) return null;
        return toggle(columnCells(action, MODULES_BY_AREA[row.area]), t('roles.editor.allGroup', { action: actionLabel(action), area: areaLabel(row.area) }), `all-area-${row.area}-${action}`);
      },
    })),
    ...(readOnly ? [] : [{
      key: 'all',
      align: 'center' as const,
      width: 80,
      title: (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <span>{t('roles.editor.all')}</span>
          {toggle(MODULE_KEYS.flatMap(rowCells), t('roles.editor.all'), 'all-everything')}
        </div>
      ),
      render: (_: unknown, row: Row) =>
        row.kind === 'module'
          ? toggle(rowCells(row.module), t('roles.editor.allRow', { module: moduleLabel(row.module) }), `all-row-${row.module}`)
          : toggle(areaCells(row.area), t('roles.editor.allRow', { module: areaLabel(row.area) }), `all-area-${row.area}`),
    }]),
  ];

  return (
    <>
      {/* scrolled by a wrapper, not by antd's scroll.x: that copies the header (and its toggles) into a hidden row */}
      <div style={{ overflowX: 'auto' }}>
        <Table<Row>
          className="permission-matrix"
          style={{ minWidth: 640 }}
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          dataSource={ROWS}
          columns={columns}
          rowClassName={(row) => (row.kind === 'area' ? 'permission-matrix-area' : '')}
        />
      </div>
      {/* area rows read as section headers; cells paint their own background, so the colour goes on them */}
      <style>{`.permission-matrix .permission-matrix-area > td{background:${token.colorFillAlter}}`}</style>
    </>
  );
}
