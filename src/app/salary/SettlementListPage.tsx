import { CloudUploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDef } from '../../shared/resource';
import ResourceListPage from '../engine/list/ResourceListPage';
import { useAllowed } from '../shell/access/useAllowed';

/** /company/salary — the generic list of settlements, with the bulk load a click away. */
export default function SettlementListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const canUpload = useAllowed('settlements', 'create');
  const toolbar = canUpload ? <Link to="/company/salary-bulk-load"><Button type="primary" icon={<CloudUploadOutlined />}>{t('salary.bulkTitle')}</Button></Link> : null;
  return <ResourceListPage resource={resource} overrides={{ toolbar }} />;
}
