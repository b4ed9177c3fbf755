import { App, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type ApiHttpError } from '../../providers/http';
import type { WebhookSubscription } from './webhookTypes';

interface Values { name: string; url: string; events: string[] }

/**
 * Make or change a subscription: a name, the endpoint's address and the events it wants (each explained). The server
 * checks the address (WEBHOOK_URL_INVALID / WEBHOOK_URL_NOT_PUBLIC on the field); a new one answers its secret.
 */
export function WebhookFormModal({ open, editing, eventTypes, onClose, onSaved }: {
  open: boolean;
  editing: WebhookSubscription | null;
  eventTypes: string[];
  onClose: () => void;
  onSaved: (made: { secret?: string }) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { name: editing.name, url: editing.url, events: editing.events } : { name: '', url: 'https://', events: [] });
  }, [open, editing, form]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = { name: values.name.trim(), url: values.url.trim(), events: values.events };
      const saved = editing
        ? await request<WebhookSubscription>(`/integrations/webhooks/${editing.id}`, { method: 'PATCH', body })
        : await request<WebhookSubscription & { secret: string }>('/integrations/webhooks', { method: 'POST', body });
      onSaved({ secret: (saved as { secret?: string }).secret });
    } catch (err) {
      const e = err as ApiHttpError;
      const fields = (['name', 'url', 'events'] as const).filter((f) => e.errors?.[f]);
      if (fields.length) form.setFields(fields.map((f) => ({ name: f, errors: [String(([] as unknown[]).concat(e.errors![f])[0])] })));
      else message.error(e.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open} title={editing ? t('webhooks.edit') : t('webhooks.new')} onCancel={onClose} onOk={() => form.submit()} width={680} destroyOnHidden
      okButtonProps={{ loading: saving, 'data-testid': 'webhook-save' } as never}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} requiredMark={false}>
        <Form.Item name="name" label={t('webhooks.fields.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
          <Input maxLength={80} data-testid="webhook-name" placeholder={t('webhooks.placeholders.name')} />
        </Form.Item>
        <Form.Item name="url" label={t('webhooks.fields.url')} extra={t('webhooks.help.url')} rules={[{ required: true, whitespace: true, max: 2000 }]}>
          <Input data-testid="webhook-url" placeholder="https://erp.example.com/hooks/hr" />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.fields.events')} rules={[{ required: true, type: 'array', min: 1, message: t('webhooks.help.eventsRequired') }]}>
          <Checkbox.Group style={{ width: '100%' }} data-testid="webhook-events">
            <Space direction="vertical" size={6}>
              {eventTypes.map((e) => (
                <Checkbox key={e} value={e}>
                  <Typography.Text code>{e}</Typography.Text> <Typography.Text type="secondary">{t(`webhooks.events.${e.replace('.', '_')}`)}</Typography.Text>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
