import { InboxOutlined } from '@ant-design/icons';
import { Progress, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PDF_BYTES } from '../../../shared/documents/limits';

/**
 * Drop PDFs (or a ZIP of them) here: the files are handed to `onFiles` at once, in one upload; the bar shows the
 * transfer (the processing that follows has its own bar).
 */
export function UploadZone({ onFiles, percent, multiple = true, disabled, testId = 'upload-zone' }: {
  onFiles: (files: File[]) => void; percent: number | null; multiple?: boolean; disabled?: boolean; testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Upload.Dragger
        accept=".pdf,.zip,application/pdf,application/zip"
        multiple={multiple}
        showUploadList={false}
        disabled={disabled || percent !== null}
        beforeUpload={(file, list) => {
          // antd calls this once per file: hand the batch over on the last one
          if (file === list[list.length - 1]) onFiles(list as unknown as File[]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{t('documenthub.upload.title')}</p>
        <p className="ant-upload-hint">{t('documenthub.upload.hint', { mb: Math.round(MAX_PDF_BYTES / 1048576) })}</p>
      </Upload.Dragger>
      {percent !== null ? <Progress percent={percent} size="small" status="active" aria-label={t('documenthub.upload.sending')} /> : null}
    </div>
  );
}
