import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../engine/list/RefSelect';
import { request, type ApiHttpError } from '../providers/http';
import type { LogRow } from './workOrdersApi';

interface Values { userId?: string; span: [Dayjs, Dayjs | null]; reason: string }

/**
 * Type or change a time log (a manager, with a reason the audit log keeps). The server's refusals (overlaps with
 * another log of the person, an end before the start…) come back on their fields.
 */
export function LogModal({ orderId, userId, log, open, onClose, onSaved }: { orderId: string; userId?: string; log?: LogRow; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const save = async (v: Values) => {
    setBusy(true);
    try {
      const startedAt = v.span[0].toISOString();
      const endedAt = v.span[1]?.toISOString();
      if (log) await request(`/workOrders/${orderId}/logs/${log.id}`, { method: 'PATCH', body: { startedAt, ...(endedAt ? { endedAt } : {}), reason: v.reason } });
      else await request(`/workOrders/${orderId}/logs`, { method: 'POST', body: { userId: userId ?? v.userId, startedAt, endedAt, reason: v.reason } });
      message.success(t('workorders.logs.saved'));
      onSaved();
      onClose();
    } catch (err) {
      const e = err as ApiHttpError & { errors?: { field: string; message: string }[] };
      const fields = (e.errors ?? []).map((f) => ({ name: f.field === 'startedAt' || f.field === 'endedAt' ? 'span' : f.field, errors: [f.message || e.message] }));
      if (fields.length) form.setFields(fields as never);
      else message.error(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open} destroyOnHidden title={log ? t('workorders.logs.edit') : t('workorders.logs.add')} onCancel={onClose} okButtonProps={{ loading: busy, 'data-testid': 'wo-log-save' } as never}
      onOk={() => form.submit()}
    >
      <Form<Values>
        form={form} layout="vertical" onFinish={(v) => void save(v)} preserve={false}
        initialValues={{ span: log ? [dayjs(log.startedAt), log.endedAt ? dayjs(log.endedAt) : null] : undefined, reason: '' }}
      >
        {!log && !userId ? (
          <Form.Item name="userId" label={t('workorders.report.person')} rules={[{ required: true }]}><RefSelect resource="users" /></Form.Item>
        ) : null}
        <Form.Item name="span" label={`${t('workorders.logs.start')} – ${t('workorders.logs.end')}`} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" allowEmpty={[false, !!log?.open]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={t('workorders.logs.reason')} extra={t('workorders.logs.reasonRequired')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={2} maxLength={500} data-testid="wo-log-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
