import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';

const REASON_MAX = 1000;

/**
 * Asks the reason of a rejection and sends it. The reason is required by the server: its localized error (e.g.
 * REASON_REQUIRED) shows on the field; any other failure shows above the form.
 */
export function RejectModal({ open, count, title, onCancel, onSubmit }: {
  open: boolean;
  /** default: the error reports' title */
  title?: string;
  /** how many reports are rejected (1 for a row, n for a bulk) */
  count: number;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      form.resetFields();
      setFailure(null);
    }
  }, [open, form]);

  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(form.getFieldValue('reason') ?? '');
    } catch (e) {
      const err = e as ApiHttpError;
      const onField = (err.errors as Record<string, string[]> | undefined)?.reason;
      if (onField?.length) form.setFields([{ name: 'reason', errors: onField }]);
      else setFailure(err.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title ?? t('reviews.reject.title', { count })}
      okText={t('reviews.reject.ok')}
      okButtonProps={{ danger: true, loading: saving, ...{ 'data-testid': 'reject-confirm' } }}
      cancelText={t('common.buttons.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="reject-modal"
    >
      <Typography.Paragraph type="secondary">{t('reviews.reject.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="reason" label={t('reviews.reject.reason')} required>
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('reviews.reject.placeholder')}
            onChange={() => form.setFields([{ name: 'reason', errors: [] }])}
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
      {failure ? <Typography.Text type="danger">{failure}</Typography.Text> : null}
    </Modal>
  );
}
