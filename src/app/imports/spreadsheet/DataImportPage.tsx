import { ArrowLeftOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImportPageCard } from '../ImportPageCard';
import { ImportProgressStep } from './ImportProgressStep';
import { ReviewStep } from './ReviewStep';
import { UploadStep } from './UploadStep';
import { useDataImport } from './useDataImport';

/** /team/data-import: upload a spreadsheet of collaborators, fix what is wrong, import the valid rows. */
export default function DataImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const im = useDataImport();
  const step = im.phase === 'importing' ? 2 : im.phase === 'review' ? 1 : 0;
  const working = im.phase === 'reading' ? t('imports.data.upload.reading') : im.phase === 'validating' ? t('imports.data.upload.validating', { count: im.rows.length }) : null;

  return (
    <ImportPageCard
      title={t('imports.data.title')}
      subtitle={t('imports.data.subtitle')}
      links={[
        <Button key="team" icon={<ArrowLeftOutlined />} onClick={() => navigate('/team')}>{t('imports.data.backToTeam')}</Button>,
        <Button key="pictures" icon={<PictureOutlined />} onClick={() => navigate('/team/pictures-import')}>{t('imports.data.picturesLink')}</Button>,
      ]}
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('imports.data.steps.upload') }, { title: t('imports.data.steps.review') }, { title: t('imports.data.steps.import') }]}
      />
      {step === 0 && (
        <UploadStep onFile={im.loadFile} working={working} problem={im.problem} />
      )}
      {im.phase === 'review' && (
        <ReviewStep
          fileName={im.fileName}
          rows={im.rows}
          counts={im.counts}
          unknownHeaders={im.unknownHeaders}
          busy={im.busy}
          validating={im.revalidating}
          onEdit={im.edit}
          customTitles={im.custom.titles}
          onRemove={im.remove}
          onRemoveInvalid={im.removeInvalid}
          onRevalidate={im.revalidate}
          onImport={im.submit}
          onChangeFile={im.reset}
        />
      )}
      {im.phase === 'importing' && im.jobId && <ImportProgressStep jobId={im.jobId} onAnother={im.reset} onBack={im.backToReview} onImported={im.imported} />}
    </ImportPageCard>
  );
}
