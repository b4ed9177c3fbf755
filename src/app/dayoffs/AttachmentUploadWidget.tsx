import { UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from './AttachmentLinks';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, looksAccepted, type DayoffAttachment } from './attachmentApi';

/**
 * The files chosen in the form. They live beside RJSF's form data (which clones values and would not keep File
 * objects): the page holds them, this widget edits them, the page's toServer sends them.
 */
export interface ChosenFiles {
  files: File[];
  setFiles: (files: File[]) => void;
  /** the record's stored attachments (edit) */
  dayoffId?: string;
  stored: DayoffAttachment[];
}
export const ChosenFilesContext = createContext<ChosenFiles>({ files: [], setFiles: () => undefined, stored: [] });

/** RJSF widget of the form-only `attachment` field: antd Upload (PDF or image, ≤ 5 MB, at most 3 in all). */
export function AttachmentUploadWidget({ id, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const { files, setFiles, dayoffId, stored } = useContext(ChosenFilesContext);
  const [localError, setLocalError] = useState<string>();
  const room = ATTACHMENTS_MAX - stored.length;
  const fileList: UploadFile[] = files.map((f, i) => ({ uid: `${i}-${f.name}`, name: f.name, status: 'done' }));

  const add = (file: File) => {
    if (!looksAccepted(file)) setLocalError(t('errors.INVALID_FILE'));
    else if (file.size > ATTACHMENT_MAX_BYTES) setLocalError(t('errors.FILE_TOO_LARGE'));
    else if (files.length >= room) setLocalError(t('dayoffattachments.tooMany', { max: ATTACHMENTS_MAX }));
    else {
      setLocalError(undefined);
      setFiles([...files, file]);
    }
    return Upload.LIST_IGNORE; // kept by the page, sent with the form: never uploaded on its own
  };

  return (
    <div id={id}>
      {dayoffId && stored.length > 0 ? <AttachmentLinks dayoffId={dayoffId} attachments={stored} /> : null}
      <Upload
        accept={ATTACHMENT_ACCEPT}
        multiple
        fileList={fileList}
        beforeUpload={add}
        onRemove={(removed) => setFiles(files.filter((_, i) => `${i}-${files[i].name}` !== removed.uid))}
        disabled={disabled || readonly}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || readonly || files.length >= room}>
          {t('dayoffattachments.add')}
        </Button>
      </Upload>
      <Typography.Text type={localError ? 'danger' : 'secondary'} style={{ display: 'block', marginTop: 4 }}>
        {localError ?? t('dayoffattachments.hint', { max: ATTACHMENTS_MAX, mb: ATTACHMENT_MAX_BYTES / 1_048_576 })}
      </Typography.Text>
    </div>
  );
}
