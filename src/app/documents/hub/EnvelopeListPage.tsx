import { CloudUploadOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDef } from '../../../shared/resource';
import ResourceListPage from '../../engine/list/ResourceListPage';
import { useAllowed } from '../../shell/access/useAllowed';

/** /company/documents — the generic list of envelopes, with the bulk upload and the unassigned documents a click away. */
export default function EnvelopeListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const canUpload = useAllowed('envelopes', 'create');
  const toolbar = (
    <>
      <Link to="/company/documents/unassignedDocuments"><Button icon={<ExclamationCircleOutlined />}>{t('documenthub.unassignedTitle')}</Button></Link>
      {canUpload ? <Link to="/company/document-bulk-upload"><Button type="primary" icon={<CloudUploadOutlined />} data-testid="open-bulk-upload">{t('documenthub.bulkTitle')}</Button></Link> : null}
    </>
  );
  return <ResourceListPage resource={resource} overrides={{ toolbar }} />;
}
