import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Link } from 'react-router';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, type Translate } from '../../engine/i18n';
import { buildColumns, type ColumnOverrides } from '../../engine/list/columns';
import { overlayFields } from '../../engine/schema/overlay';
import type { EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import { CollaboratorAvatar } from '../CollaboratorAvatar';

/** Columns a user may add to the team list, besides the name (always shown); overlay fields follow. */
export const OPTIONAL_COLUMNS = [
  'numberOfDocument', 'position', 'mainBranch', 'email', 'phone', 'active', 'externalId', 'typeOfContract',
  'contractStartDate', 'contractEndDate', 'weeklyHours', 'birthDate', 'nationality', 'unionAgreement', 'laborUnion',
  'currentSituation', 'holidayGroup', 'quoteGroup', 'documentExpirationDate', 'leaveDate', 'typeOfLeave',
];
export const DEFAULT_COLUMNS = ['numberOfDocument', 'position', 'mainBranch', 'email', 'phone'];

export function availableColumns(schema: EffectiveSchema): string[] {
  const props = schema.raw.properties ?? {};
  return [...OPTIONAL_COLUMNS.filter((c) => c in props), ...overlayFields(schema.raw, OPTIONAL_COLUMNS)];
}

export function columnTitle(schema: EffectiveSchema, field: string, t: Translate): string {
  if (field === 'active') return t('users.status.title');
  const title = schema.localized.properties?.[field]?.title;
  return typeof title === 'string' ? title : translateOr(t, `users.fields.${field}`, field);
}

export const StatusTag = ({ active, t }: { active: unknown; t: Translate }) =>
  active ? <Tag color="green">{t('users.status.active')}</Tag> : <Tag color="red">{t('users.status.inactive')}</Tag>;

interface ColumnInput {
  def: ResourceDef;
  schema: EffectiveSchema;
  visible: string[];
  t: Translate;
  locale: string;
  sorters: CrudSort[];
  /** the page's rows (referenced names are looked up once per column) */
  rows?: readonly BaseRecord[];
  branchName: (id: unknown) => string;
  /** where a row's name leads */
  linkOf: (record: BaseRecord) => string;
}

/**
 * The team table's columns: the person (picture, name, link), then the chosen fields as the engine builds them,
 * with the unit's name and the status tag as column renderers; no filter dropdowns (the toolbar filters).
 */
export function collaboratorColumns({ def, schema, visible, t, locale, sorters, rows = [], branchName, linkOf }: ColumnInput): ColumnType<BaseRecord>[] {
  const name: ColumnType<BaseRecord> = {
    key: 'lastName',
    dataIndex: 'lastName',
    title: t('users.list.name'),
    fixed: 'left',
    sorter: true,
    sortOrder: getDefaultSortOrder('lastName', sorters) ?? null,
    render: (_: unknown, r: BaseRecord) => (
      <Link to={linkOf(r)} className="collaborator-name">
        <Space size={10}>
          <CollaboratorAvatar person={r} />
          <span>
            <Typography.Text strong>{String(r.lastName ?? '')}</Typography.Text>
            <Typography.Text>{`, ${String(r.firstName ?? '')}`}</Typography.Text>
          </span>
        </Space>
      </Link>
    ),
  };
  const overrides: ColumnOverrides = {
    mainBranch: { render: (value: unknown) => branchName(value) || '—' },
    active: { title: columnTitle(schema, 'active', t), render: (value: unknown) => <StatusTag active={value} t={t} /> },
  };
  return [name, ...buildColumns({ def, schema, t, locale, rows, sorters, filters: [], fields: visible, overrides, filterable: false })];
}
