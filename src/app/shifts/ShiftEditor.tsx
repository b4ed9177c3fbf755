import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftBody, ShiftTemplate, ShiftView } from './shiftsApi';

const TYPES = ['simple', 'custom', 'rest', 'specialDay', 'sunday'];

/** Edit or delete the shift of one cell (a virtual shift is created on save). */
export function ShiftEditor({ open, title, shift, templates, onSave, onDelete, onClose }: {
  open: boolean;
  title: string;
  shift: ShiftView | null;
  templates: ShiftTemplate[];
  onSave: (body: ShiftBody) => void;
  /** absent when the user may not delete shifts */
  onDelete?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShiftBody>();
  useEffect(() => {
    if (open) form.setFieldsValue({ templateId: shift?.templateId ?? null, type: shift?.type ?? 'custom', startTime: shift?.startTime ?? '', endTime: shift?.endTime ?? '', breakMinutes: shift?.breakMinutes ?? 0 });
  }, [open, shift, form]);
  const submit = (v: ShiftBody) => {
    if (v.templateId) onSave({ templateId: v.templateId });
    else onSave({ type: v.type, startTime: v.startTime || null, endTime: v.endTime || null, breakMinutes: v.breakMinutes ?? 0, templateId: null });
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnClose data-testid="shift-editor">
      {shift?.virtual && <Typography.Paragraph type="secondary">{t('shifts.virtual')}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="templateId" label={t('shifts.template')}>
          <Select allowClear options={templates.map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
        <Form.Item name="type" label={t('shifts.type')}>
          <Select options={TYPES.map((v) => ({ value: v, label: t(`shifts.types.${v}`) }))} />
        </Form.Item>
        <Space>
          <Form.Item name="startTime" label={t('shifts.startTime')}><Input placeholder="08:00" style={{ width: 100 }} /></Form.Item>
          <Form.Item name="endTime" label={t('shifts.endTime')}><Input placeholder="16:00" style={{ width: 100 }} /></Form.Item>
          <Form.Item name="breakMinutes" label={t('shifts.breakMinutes')}><InputNumber min={0} max={720} /></Form.Item>
        </Space>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          {shift?.id && onDelete && (
            <Popconfirm title={t('shifts.delete')} onConfirm={onDelete}>
              <Button danger data-testid="shift-delete">{t('shifts.delete')}</Button>
            </Popconfirm>
          )}
          <Button onClick={onClose}>{t('shifts.cancel')}</Button>
          <Button type="primary" htmlType="submit" data-testid="shift-save">{t('shifts.save')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
