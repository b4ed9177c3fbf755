import { FileTextOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefSelect } from '../../engine/list/RefSelect';
import type { ApiHttpError } from '../../providers/http';
import { fileJobs } from '../../jobs/fileJobs';
import { saveFile } from '../../team/collaboratorApi';
import { hubApi } from './hubApi';
import { UploadZone } from './UploadZone';

/**
 * /company/document-bulk-upload — a payroll run or a batch of certificates in one step: name the envelope, choose
 * the folder its documents go to, drop the PDFs; they are uploaded, queued, and the envelope's page opens to follow
 * them. A newcomer can download a sample payroll of their own company to try it.
 */
export default function DocumentBulkUploadPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ title: string; folderTypeId?: string }>();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (files: File[]) => {
    let values: { title: string; folderTypeId?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPercent(0);
    try {
      const envelope = await hubApi.createEnvelope({ title: values.title, folderTypeId: values.folderTypeId ?? null });
      const { groups } = await hubApi.upload(envelope.id, files, setPercent);
      for (const g of groups) fileJobs.track({ id: (await hubApi.process(g.id)).job.id, envelopeId: envelope.id, isSettlement: false, title: values.title });
      navigate(`/company/document/${envelope.id}`);
    } catch (err) {
      message.error((err as ApiHttpError).message || t('documenthub.failed'));
    } finally {
      setPercent(null);
    }
  };

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
        <UploadZone onFiles={send} percent={percent} />
        <Button type="link" icon={<FileTextOutlined />} onClick={async () => saveFile(await hubApi.samplePayroll(), 'nomina-de-ejemplo.pdf')} data-testid="sample-payroll">
          {t('documenthub.sample')}
        </Button>
      </Space>
    </Card>
  );
}
