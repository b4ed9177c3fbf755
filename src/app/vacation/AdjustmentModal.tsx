import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { vacationApi } from './vacationApi';

interface Values {
  date: Dayjs;
  days: number;
  note: string;
}

/** A manual correction of the balance: signed days on a date, with the note the ledger shows. */
export function AdjustmentModal({ open, userId, dateFormat, onClose, onSaved }: {
  open: boolean; userId: string; dateFormat: string; onClose: () => void; onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      await vacationApi.addAdjustment({ userId, date: v.date.format('YYYY-MM-DD'), days: v.days, note: v.note });
      form.resetFields();
      await onSaved();
    } catch (err) {
      form.setFields([{ name: 'days', errors: [(err as ApiHttpError).message] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('vacation.adjustment.title')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} destroyOnClose>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="date" label={t('vacation.adjustment.date')} rules={[{ required: true }]}>
          <DatePicker id="adjustment_date" format={dateFormat} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="days" label={t('vacation.adjustment.days')} rules={[{ required: true }, { validator: (_, v) => (v === 0 ? Promise.reject(new Error('≠ 0')) : Promise.resolve()) }]}>
          <InputNumber id="adjustment_days" min={-366} max={366} step={0.5} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label={t('vacation.adjustment.note')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea id="adjustment_note" maxLength={300} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
