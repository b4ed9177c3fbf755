import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { translateOr, useEngineI18n } from '../i18n';

interface ImageUploadProps {
  label: string;
  accept: string[];
  maxBytes: number;
  /** the stored image URL of the record being edited */
  currentUrl?: string | null;
  value: File | null;
  onChange: (file: File | null) => void;
  /** server messages for this field */
  errors?: string[];
}

const formatSize = (bytes: number) => (bytes >= 1_048_576 ? `${Math.round((bytes / 1_048_576) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

/**
 * A file field sent as a multipart part, checked here against the same size limit and types as the server (same
 * IMAGE_TOO_LARGE / FILE_TOO_LARGE / INVALID_FILE messages): an image field previews the stored or chosen image, a
 * field that also takes documents (PDF) lists the file by name with a link to the stored one.
 */
export function ImageUpload({ label, accept, maxBytes, currentUrl, value, onChange, errors }: ImageUploadProps) {
  const { t } = useEngineI18n();
  const [localError, setLocalError] = useState<string>();
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const documents = accept.some((type) => !type.startsWith('image/'));
  const fileList: UploadFile[] = value
    ? [{ uid: 'new', name: value.name, status: 'done', url: previewUrl, thumbUrl: previewUrl }]
    : currentUrl
      ? [{ uid: 'current', name: label, status: 'done', url: currentUrl, thumbUrl: currentUrl }]
      : [];
  const messages = [...(localError ? [localError] : []), ...(errors ?? [])];

  return (
    <Form.Item
      label={label}
      layout="vertical"
      validateStatus={messages.length ? 'error' : undefined}
      help={messages.length ? messages.join(' ') : undefined}
      extra={translateOr(t, documents ? 'engine.form.fileHint' : 'engine.form.imageHint', `≤ ${formatSize(maxBytes)}`, { size: formatSize(maxBytes) })}
    >
      <Upload
        listType={documents ? 'text' : 'picture-card'}
        accept={accept.join(',')}
        maxCount={1}
        fileList={fileList}
        showUploadList={{ showRemoveIcon: !!value, showPreviewIcon: false }}
        beforeUpload={(file) => {
          if (accept.length && !accept.includes(file.type)) {
            setLocalError(translateOr(t, 'errors.INVALID_FILE', 'Invalid file'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > maxBytes) {
            setLocalError(translateOr(t, documents ? 'errors.FILE_TOO_LARGE' : 'errors.IMAGE_TOO_LARGE', `Max ${formatSize(maxBytes)}`, { size: formatSize(maxBytes) }));
            return Upload.LIST_IGNORE;
          }
          setLocalError(undefined);
          onChange(file);
          return false;
        }}
        onRemove={() => {
          onChange(null);
          return true;
        }}
      >
        {documents ? (
          <Button icon={<UploadOutlined />}>{fileList.length ? translateOr(t, 'engine.form.replace', 'Replace') : translateOr(t, 'engine.form.upload', 'Upload')}</Button>
        ) : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{fileList.length ? translateOr(t, 'engine.form.replace', 'Replace') : translateOr(t, 'engine.form.upload', 'Upload')}</div>
          </button>
        )}
      </Upload>
    </Form.Item>
  );
}
