import { CreateButton, EditButton, List, ShowButton } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Space, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resource';
import { CollaboratorTable } from './CollaboratorTable';
import { ImportMenuButton } from './ImportMenuButton';

const profilePath = (r: BaseRecord) => `/team/profile/${String(r.id)}`;

/**
 * /team: the collaborators (active by default) with search by name or document, filters by unit, position and
 * status, the number found in the header, columns chosen by each user, and the Excel export of the current query.
 */
export default function CollaboratorListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number>();
  const rowActions = useCallback(
    (r: BaseRecord) => (
      <Space size={4}>
        <ShowButton hideText size="small" resource={resource.name} recordItemId={r.id!} />
        <EditButton hideText size="small" resource={resource.name} recordItemId={r.id!} />
      </Space>
    ),
    [resource.name],
  );
  return (
    <List
      resource={resource.name}
      title={
        <Space size={12}>
          {t('users.titles.list')}
          {total !== undefined ? <Tag color="green" data-testid="team-count">{t('users.list.count', { count: total })}</Tag> : null}
        </Space>
      }
      headerButtons={() => (
        <>
          <ImportMenuButton />
          <CreateButton resource={resource.name}>{t('users.titles.create')}</CreateButton>
        </>
      )}
    >
      <CollaboratorTable def={resource} listKey="team" defaultStatus="active" linkOf={profilePath} rowActions={rowActions} onTotal={setTotal} exportable />
    </List>
  );
}
