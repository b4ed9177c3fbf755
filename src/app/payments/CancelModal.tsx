import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, type CancelReason } from '../../shared/subscription';

/** Cancel at period end: a reason from the list and a comment (spec §4). */
export function CancelModal({ open, periodEnd, onCancel, onConfirm }: { open: boolean; periodEnd: string; onCancel: () => void; onConfirm: (reason: CancelReason, comment: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: CancelReason; comment?: string }>();
  return (
    <Modal
      open={open}
      title={t('subscription.cancelTitle')}
      okText={t('subscription.confirmCancel')}
      okButtonProps={{ danger: true }}
      onCancel={onCancel}
      onOk={async () => {
        const values = await form.validateFields();
        await onConfirm(values.reason, values.comment?.trim() ?? '');
        form.resetFields();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('subscription.cancelHelp', { date: periodEnd })}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('subscription.reason')} rules={[{ required: true, message: t('subscription.reason') }]}>
          <Select options={CANCEL_REASONS.map((r) => ({ value: r, label: t(`subscription.reasons.${r}`) }))} data-testid="cancel-reason" />
        </Form.Item>
        <Form.Item name="comment" label={t('subscription.comment')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
