import { ArrowLeftOutlined, FileZipOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_PICTURES_ZIP_BYTES, type PicturesReport } from '../../../shared/imports';
import type { ApiHttpError } from '../../providers/http';
import { ImportPageCard } from '../ImportPageCard';
import { uploadPictures } from '../importApi';
import { PicturesReportView } from './PicturesReportView';

/** /team/pictures-import: a ZIP of pictures named by document number becomes the collaborators' pictures. */
export default function PicturesImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [report, setReport] = useState<PicturesReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.zip')) return setProblem(t('imports.pictures.wrongType'));
    if (file.size > MAX_PICTURES_ZIP_BYTES) return setProblem(t('errors.PAYLOAD_TOO_LARGE'));
    setUploading(true);
    try {
      setReport(await uploadPictures(file));
    } catch (err) {
      setProblem((err as ApiHttpError).message || t('errors.INTERNAL_ERROR'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <ImportPageCard
      title={t('imports.pictures.title')}
      subtitle={t('imports.pictures.subtitle')}
      links={[
        <Button key="team" icon={<ArrowLeftOutlined />} onClick={() => navigate('/team')}>{t('imports.pictures.backToTeam')}</Button>,
        <Button key="data" icon={<TeamOutlined />} onClick={() => navigate('/team/data-import')}>{t('imports.pictures.dataLink')}</Button>,
      ]}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="pictures-problem" />}
      {report ? (
        <>
          <Result
            status={report.matched.length ? 'success' : 'warning'}
            title={report.matched.length ? t('imports.pictures.result', { count: report.matched.length }) : t('imports.pictures.noneMatched')}
            extra={<Button type="primary" onClick={() => setReport(null)}>{t('imports.pictures.another')}</Button>}
            style={{ paddingTop: 8 }}
          />
          <PicturesReportView report={report} />
        </>
      ) : (
        <Spin spinning={uploading} tip={t('imports.pictures.uploading')}>
          <div data-testid="pictures-dropzone">
          <Upload.Dragger
            accept=".zip"
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon"><FileZipOutlined /></p>
            <p className="ant-upload-text">{t('imports.pictures.drop')}</p>
            <p className="ant-upload-hint">{t('imports.pictures.hint', { max: MAX_PICTURES_ZIP_BYTES / 1024 / 1024 })}</p>
          </Upload.Dragger>
          </div>
        </Spin>
      )}
    </ImportPageCard>
  );
}
