import type { BaseRecord } from '@refinedev/core';
import { Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resource';
import { ResourceListPage } from '../../engine/list/ResourceListPage';
import { RowActions } from '../../engine/list/RowActions';
import type { ListOverrides } from '../../engine/list/listOverrides';
import { CollaboratorTable } from './CollaboratorTable';
import { ImportMenuButton } from './ImportMenuButton';

const profilePath = (r: BaseRecord) => `/team/profile/${String(r.id)}`;

/**
 * /team: the generic list page with the team's overrides — the number found in the title, the import menu, and a
 * table of its own (search by name or document, filters by unit, position and status, columns chosen by each user,
 * the Excel export of the current query) whose rows keep the generic show/edit buttons.
 */
export default function CollaboratorListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number>();
  const rowActions = useCallback((r: BaseRecord) => <RowActions def={resource} id={r.id!} />, [resource]);
  const overrides = useMemo<ListOverrides>(
    () => ({
      title: (
        <Space size={12}>
          {t('users.titles.list')}
          {total !== undefined ? <Tag color="green" data-testid="team-count">{t('users.list.count', { count: total })}</Tag> : null}
        </Space>
      ),
      toolbar: <ImportMenuButton />,
      createLabel: t('users.titles.create'),
      table: <CollaboratorTable def={resource} listKey="team" defaultStatus="active" linkOf={profilePath} rowActions={rowActions} onTotal={setTotal} exportable />,
    }),
    [t, total, resource, rowActions],
  );
  return <ResourceListPage resource={resource} overrides={overrides} />;
}
