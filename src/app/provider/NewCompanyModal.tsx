import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../shared/subscription';
import type { ApiHttpError } from '../providers/http';
import { providerApi, type NewCompany } from './providerApi';

/** A company with its owner, as `npm run company:create` makes it (src/server/seed/companyCreation.ts). */
export function NewCompanyModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string, name: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewCompany>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const p = (k: string) => t(`provider.${k}`);
  return (
    <Modal
      open={open}
      title={p('newCompany')}
      okText={p('save')}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          const created = await providerApi.create(values);
          form.resetFields();
          setError(null);
          onCreated(created.id, created.name);
        } catch (err) {
          setError((err as ApiHttpError).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ plan: 'standard', seatsContracted: 50 }} data-testid="new-company-form">
        <Form.Item name="name" label={p('name')} rules={[{ required: true }]}><Input /></Form.Item>
        <Form.Item name="slug" label={p('slug')} rules={[{ required: true, pattern: /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/ }]}><Input /></Form.Item>
        <Form.Item name="ownerUsername" label={p('ownerUsername')} rules={[{ required: true, pattern: /^[A-Za-z0-9._-]{3,60}$/ }]}><Input /></Form.Item>
        <Form.Item name="ownerEmail" label={p('ownerEmail')} rules={[{ required: true, type: 'email' }]}><Input /></Form.Item>
        <Form.Item name="password" label={p('password')} extra={p('passwordHelp')} rules={[{ required: true, min: 8 }]}><Input.Password autoComplete="new-password" /></Form.Item>
        <Form.Item name="plan" label={p('plan')}><Select options={PLANS.map((k) => ({ value: k, label: t(`subscription.plans.${k}`) }))} /></Form.Item>
        <Form.Item name="seatsContracted" label={p('seatsContracted')}><InputNumber min={0} max={1_000_000} style={{ width: '100%' }} /></Form.Item>
        {error && <div role="alert" style={{ color: '#cf1322' }}>{error}</div>}
      </Form>
    </Modal>
  );
}
