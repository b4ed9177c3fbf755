import { Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import type { FolderType } from './fileSystemApi';

export interface NodeFormValues {
  name: string;
  folderTypeId?: string | null;
}

interface Props {
  open: boolean;
  title: string;
  initial?: NodeFormValues;
  /** folders carry a folder type; files only a name */
  folderTypes?: FolderType[];
  onSubmit: (values: NodeFormValues) => Promise<void>;
  onClose: () => void;
}

/** The same forbidden characters as the server: no folders inside a name, no control characters. */
// eslint-disable-next-line no-control-regex
const BAD_NAME = /[/\\\u0000-\u001f\u007f]/;

/**
 * A folder's name and type (create, edit) or a file's name (rename). The server's refusal of the name (in use in
 * the folder, invalid) shows under the field, in the user's language; anything else keeps the dialog open with it.
 */
export function NodeFormModal({ open, title, initial, folderTypes, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NodeFormValues>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ ...values, name: values.name.trim() });
    } catch (err) {
      const e = err as ApiHttpError;
      const field = e.errors && 'folderTypeId' in e.errors ? 'folderTypeId' : 'name';
      form.setFields([{ name: field, errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open} title={title} okText={t('filesystem.folderForm.save')} confirmLoading={saving}
      onOk={() => void submit()} onCancel={onClose} destroyOnClose
    >
      <Form
        form={form} layout="vertical" preserve={false} onFinish={() => void submit()} data-testid="fs-node-form"
        initialValues={{ name: initial?.name ?? '', folderTypeId: initial?.folderTypeId ?? undefined }}
      >
        <Form.Item
          name="name" label={t('filesystem.folderForm.name')}
          rules={[
            { required: true, whitespace: true, message: t('filesystem.folderForm.nameRequired') },
            { max: 200 },
            { validator: async (_, v: string) => (v && BAD_NAME.test(v) ? Promise.reject(new Error(t('filesystem.folderForm.nameInvalid'))) : undefined) },
          ]}
        >
          <Input autoFocus maxLength={200} placeholder={folderTypes ? t('filesystem.folderForm.namePlaceholder') : undefined} />
        </Form.Item>
        {folderTypes ? (
          <Form.Item name="folderTypeId" label={t('filesystem.folderForm.folderType')}>
            <Select
              allowClear placeholder={t('filesystem.folderForm.noType')}
              options={folderTypes.map((ft) => ({
                value: ft.id,
                label: <Space size={6}><span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: ft.color }} />{ft.title}</Space>,
              }))}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
