import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Row, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_ROWS } from '../../../shared/imports';
import { downloadTemplate } from '../importApi';

interface UploadStepProps {
  onFile: (file: File) => void;
  /** reading or validating: the text of what is going on */
  working: string | null;
  problem: string | null;
}

/** Step 1: the file (drop or pick), and the template to start from. */
export function UploadStep({ onFile, working, problem }: UploadStepProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState<'xlsx' | 'csv' | null>(null);

  const download = async (format: 'xlsx' | 'csv') => {
    setDownloading(format);
    try {
      await downloadTemplate(format);
    } catch {
      message.error(t('imports.data.template.downloadError'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="import-problem" />}
        <Spin spinning={!!working} tip={working ?? undefined}>
          <div data-testid="import-dropzone">
          <Upload.Dragger
            accept=".xlsx,.csv"
            multiple={false}
            showUploadList={false}
            disabled={!!working}
            beforeUpload={(file) => {
              onFile(file);
              return false; // read here, never uploaded as is
            }}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('imports.data.upload.drop')}</p>
            <p className="ant-upload-hint">{t('imports.data.upload.hint', { max: MAX_IMPORT_ROWS.toLocaleString(i18n.language) })}</p>
          </Upload.Dragger>
          </div>
        </Spin>
      </Col>
      <Col xs={24} lg={9}>
        <Card size="small" title={<Space><FileExcelOutlined />{t('imports.data.template.title')}</Space>}>
          <Typography.Paragraph type="secondary">{t('imports.data.template.help')}</Typography.Paragraph>
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={downloading === 'xlsx'} onClick={() => download('xlsx')} data-testid="template-xlsx">
              {t('imports.data.template.xlsx')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={downloading === 'csv'} onClick={() => download('csv')} data-testid="template-csv">
              {t('imports.data.template.csv')}
            </Button>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
