import { FileTextOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Space, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourceByName } from '../../engine/resourceRegistry';
import { CollaboratorTable } from '../list/CollaboratorTable';
import { PageFrame } from '../PageFrame';

const users = resourceByName('users')!;
const recordPath = (r: BaseRecord) => `/team/employee-record/${String(r.id)}`;

/**
 * /team/employee-record: every collaborator of the caller's units (active and offboarded), filtered like the team
 * list, each with a printable record, and the whole filtered list as an Excel file.
 */
export default function EmployeeRecordListPage() {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number>();
  const rowActions = useCallback(
    (r: BaseRecord) => (
      <Link to={recordPath(r)}>
        <Button size="small" icon={<FileTextOutlined />}>{t('users.record.open')}</Button>
      </Link>
    ),
    [t],
  );
  return (
    <PageFrame
      title={
        <Space size={12}>
          {t('users.record.listTitle')}
          {total !== undefined ? <Tag color="green">{t('users.list.count', { count: total })}</Tag> : null}
        </Space>
      }
    >
      <CollaboratorTable def={users} listKey="employee-record" defaultStatus="all" linkOf={recordPath} rowActions={rowActions} onTotal={setTotal} exportable />
    </PageFrame>
  );
}
