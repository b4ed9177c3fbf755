import { Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFileUpload } from '../jobs/useFileUpload';
import { UploadZone } from '../documents/hub/UploadZone';
import { salaryApi } from './salaryApi';
import { uploadSlips } from './useSettlementUpload';

/** Spec §9: a new settlement's year defaults to 2025. */
const DEFAULT_YEAR = 2025;
const TYPES = ['MONTHLY', 'EXTRA', 'SETTLEMENT', 'OTHER'];
type Values = { title: string; year: number; month: number; period?: string; type: string };

/**
 * /company/salary-bulk-load — a new settlement and its payroll file in one step: the settlement is created, the file
 * uploaded and queued, and the settlement's page opens to follow it and review the matches.
 */
export default function SalaryBulkLoadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { upload, percent } = useFileUpload(async (files, onProgress) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const period = values.period || `${values.year}-${String(values.month).padStart(2, '0')}`;
    const settlement = await salaryApi.create({ ...values, period, isSettlement: true });
    await uploadSlips(settlement.id, values.title, files, onProgress);
    navigate(`/company/salary/${settlement.id}`);
  });
  return (
    <Card title={t('salary.bulkTitle')}>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Paragraph type="secondary">{t('salary.bulkHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ year: DEFAULT_YEAR, month: new Date().getMonth() + 1, type: 'MONTHLY' }}>
          <Form.Item name="title" label={t('settlements.fields.title')} rules={[{ required: true, message: t('documenthub.titleRequired') }]}>
            <Input maxLength={120} data-testid="settlement-title" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="year" label={t('settlements.fields.year')} rules={[{ required: true }]}><InputNumber min={2000} max={2100} /></Form.Item>
            <Form.Item name="month" label={t('settlements.fields.month')} rules={[{ required: true }]}><InputNumber min={1} max={12} /></Form.Item>
            <Form.Item name="period" label={t('settlements.fields.period')}><Input maxLength={40} placeholder="2025-11" /></Form.Item>
            <Form.Item name="type" label={t('settlements.fields.type')}>
              <Select style={{ width: 180 }} options={TYPES.map((v) => ({ value: v, label: t(`settlements.enums.type.${v}`) }))} />
            </Form.Item>
          </Space>
        </Form>
        <UploadZone onFiles={upload} percent={percent} />
      </Space>
    </Card>
  );
}
