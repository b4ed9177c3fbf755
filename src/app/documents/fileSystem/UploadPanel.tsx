import { InboxOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { ACCEPT, FILE_MAX_BYTES, FILES_PER_UPLOAD, uploadFile } from './fileSystemApi';

interface Props {
  userId: string;
  folderId: string;
  /** after each file is stored (the listing reloads) */
  onUploaded: () => void;
}

const MAX_MB = FILE_MAX_BYTES / 1024 / 1024;

/**
 * Drop or pick files: each goes in its own request with its own progress bar (XHR upload progress), into the folder
 * open now. Files over 20 MB are refused here before sending; the server checks every file's content again, and its
 * refusal (in the user's language) shows on the file.
 */
export function UploadPanel({ userId, folderId, onUploaded }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const done = useRef(0);

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const f = file as File;
    uploadFile({ userId, folderId, file: f, onProgress: (percent) => onProgress?.({ percent }) }).then(
      (items) => {
        done.current++; // before onSuccess: antd calls onChange from inside it
        onSuccess?.(items);
        onUploaded();
      },
      (err: ApiHttpError) => {
        const text = err.message || t('errors.INTERNAL_ERROR');
        message.error(t('filesystem.upload.failed', { name: f.name, message: text }));
        onError?.(Object.assign(new Error(text), { status: err.statusCode }), text);
      },
    );
  };

  const onChange: UploadProps['onChange'] = ({ fileList }) => {
    // finished files leave the list once every one is done; failed ones stay, with the reason on hover
    const busy = fileList.some((f) => f.status === 'uploading');
    if (!busy && done.current > 0) {
      message.success(t('filesystem.upload.done', { count: done.current }));
      done.current = 0;
      setFiles(fileList.filter((f) => f.status === 'error').map((f) => ({ ...f, response: f.error?.message })));
      return;
    }
    setFiles(fileList);
  };

  return (
    <div data-testid="fs-upload">
      <Upload.Dragger
        multiple accept={ACCEPT} fileList={files} customRequest={customRequest} onChange={onChange}
        beforeUpload={(file, batch) => {
          if (batch.length > FILES_PER_UPLOAD && batch.indexOf(file) === FILES_PER_UPLOAD) message.warning(t('filesystem.upload.tooMany', { max: FILES_PER_UPLOAD }));
          if (batch.indexOf(file) >= FILES_PER_UPLOAD) return Upload.LIST_IGNORE;
          if (file.size > FILE_MAX_BYTES) {
            message.error(t('filesystem.upload.tooLarge', { name: file.name, max: MAX_MB }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        showUploadList={{ showRemoveIcon: true }}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{t('filesystem.upload.drop')}</p>
        <p className="ant-upload-hint">{t('filesystem.upload.hint', { max: MAX_MB, files: FILES_PER_UPLOAD })}</p>
      </Upload.Dragger>
    </div>
  );
}
