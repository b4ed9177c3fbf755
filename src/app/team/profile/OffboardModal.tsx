import { useNotification } from '@refinedev/core';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATE_FORMAT } from '../../engine/render/formatDate';
import type { ApiHttpError } from '../../providers/http';
import { collaboratorApi, fullName, type Collaborator } from '../collaboratorApi';
import { useCollaboratorLists } from '../useCollaboratorLists';

interface OffboardValues {
  typeOfLeave: string;
  leaveDate: Dayjs;
  leaveComment?: string;
}

/**
 * Offboarding a collaborator (PATCH /users/employee-status/:id): a reason from the company's typeOfLeave list, the
 * leaving date (today by default) and an optional comment. Server refusals land on their fields.
 */
export function OffboardModal({ person, open, onClose, onDone }: { person: Collaborator; open: boolean; onClose: () => void; onDone: (updated: Collaborator) => void }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const lists = useCollaboratorLists();
  const [form] = Form.useForm<OffboardValues>();
  const [saving, setSaving] = useState(false);
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const name = fullName(person);

  const submit = async (values: OffboardValues) => {
    setSaving(true);
    try {
      const updated = await collaboratorApi.offboard(person.id, {
        typeOfLeave: values.typeOfLeave,
        leaveDate: values.leaveDate.format('YYYY-MM-DD'),
        leaveComment: values.leaveComment?.trim() || null,
      });
      notify?.({ type: 'success', message: t('users.offboard.done', { name }) });
      onDone(updated);
    } catch (error) {
      const apiError = error as ApiHttpError;
      const fields = Object.entries((apiError.errors ?? {}) as Record<string, string[]>).filter(([f]) => ['typeOfLeave', 'leaveDate', 'leaveComment'].includes(f));
      if (fields.length) form.setFields(fields.map(([f, messages]) => ({ name: f as keyof OffboardValues, errors: messages })));
      else notify?.({ type: 'error', message: t('users.offboard.failed'), description: apiError.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('users.offboard.title', { name })}
      okText={t('users.offboard.confirm')}
      cancelText={t('users.offboard.cancel')}
      okButtonProps={{ danger: true, loading: saving, 'data-testid': 'offboard-confirm' } as never}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('users.offboard.help')} style={{ marginBottom: 16 }} />
      <Form<OffboardValues> form={form} layout="vertical" initialValues={{ leaveDate: dayjs() }} onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item name="typeOfLeave" label={t('users.fields.typeOfLeave')} rules={[{ required: true, message: t('errors.validation.required') }]}>
          <Select id="offboard_typeOfLeave" options={lists.typeOfLeave.map((v) => ({ value: v, label: v }))} placeholder={t('users.form.choose')} />
        </Form.Item>
        <Form.Item name="leaveDate" label={t('users.fields.leaveDate')} rules={[{ required: true, message: t('errors.validation.required') }]}>
          <DatePicker id="offboard_leaveDate" format={dateFormat} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="leaveComment" label={t('users.fields.leaveComment')}>
          <Input.TextArea id="offboard_leaveComment" rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
