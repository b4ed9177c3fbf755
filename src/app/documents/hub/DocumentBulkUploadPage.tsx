import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefSelect } from '../../engine/list/RefSelect';
import { useFileUpload } from '../../jobs/useFileUpload';
import { saveFile } from '../../shell/files/saveFile';
import { hubApi } from './hubApi';
import { UploadZone } from './UploadZone';
import { uploadAndProcess } from './useUploadAndProcess';

/**
 * /company/document-bulk-upload — a payroll run or a batch of certificates in one step: name the envelope, choose
 * the folder its documents go to, drop the PDFs; they are uploaded, queued, and the envelope's page opens to follow
 * them. A newcomer can download a sample payroll of their own company to try it.
 */
export default function DocumentBulkUploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ title: string; folderTypeId?: string }>();
  const { upload, percent } = useFileUpload(async (files, onProgress) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const envelope = await hubApi.createEnvelope({ title: values.title, folderTypeId: values.folderTypeId ?? null });
    await uploadAndProcess(envelope.id, values.title, files, onProgress);
    navigate(`/company/document/${envelope.id}`);
  });

  return (
    <Card title={t('documenthub.bulkTitle')}>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Paragraph type="secondary">{t('documenthub.bulkHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark>
          <Form.Item name="title" label={t('envelopes.fields.title')} rules={[{ required: true, message: t('documenthub.titleRequired') }]}>
            <Input maxLength={120} data-testid="envelope-title" />
          </Form.Item>
          <Form.Item name="folderTypeId" label={t('envelopes.fields.folderTypeId')}>
            <RefSelect resource="foldertypes" style={{ width: 320 }} data-testid="envelope-folder" />
          </Form.Item>
        </Form>
        <UploadZone onFiles={upload} percent={percent} />
        <Button type="link" icon={<FileTextOutlined />} onClick={async () => saveFile(await hubApi.samplePayroll(), 'nomina-de-ejemplo.pdf')} data-testid="sample-payroll">
          {t('documenthub.sample')}
        </Button>
      </Space>
    </Card>
  );
}
