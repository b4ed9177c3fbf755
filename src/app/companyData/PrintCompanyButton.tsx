import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob } from '../imports/jobs/useJob';
import { saveFile } from '../shell/files/saveFile';
import { downloadPrint, PRINT_SHEETS, startPrint, type PrintSheet } from './companyApi';

/**
 * "Print" on /company (spec §7 POST /companies/print {sheets}): choose the sheets, the PDF is made by a background
 * job followed here; once ready it downloads, and a link keeps it at hand.
 */
export function PrintCompanyButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sheets, setSheets] = useState<PrintSheet[]>([...PRINT_SHEETS]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { job, error } = useJob(jobId);
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const download = async (id: string) => {
    try {
      const { blob, fileName } = await downloadPrint(id);
      saveFile(blob, fileName);
    } catch (e) {
      setFailure((e as Error).message);
    }
  };

  useEffect(() => {
    if (job?.status === 'completed' && jobId && downloaded !== jobId) {
      setDownloaded(jobId);
      void download(jobId);
    }
  }, [job?.status, jobId, downloaded]);

  const start = async () => {
    setFailure(undefined);
    setStarting(true);
    try {
      setJobId((await startPrint(sheets)).jobId);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setStarting(false);
    }
  };

  const running = !!jobId && (!job || job.status === 'pending' || job.status === 'running');
  const failed = job?.status === 'failed' || !!error;
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={() => setOpen(true)} data-testid="company-print">{t('company.printDialog.button')}</Button>
      <Modal
        open={open}
        title={t('company.printDialog.title')}
        onCancel={() => setOpen(false)}
        okText={t('company.printDialog.start')}
        onOk={() => void start()}
        okButtonProps={{ disabled: !sheets.length || running, loading: starting || running }}
        cancelText={t('company.cancel')}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('company.printDialog.intro')}</Typography.Text>
          <Checkbox.Group
            value={sheets}
            onChange={(v) => setSheets(PRINT_SHEETS.filter((s) => v.includes(s)))}
            options={PRINT_SHEETS.map((s) => ({ value: s, label: t(`company.print.sheets.${s}`) }))}
          />
          {running ? (
            <Flex vertical gap={4}>
              <Typography.Text>{t('company.printDialog.running')}</Typography.Text>
              <Progress percent={job && job.total ? Math.round((job.done / job.total) * 100) : 0} size="small" />
            </Flex>
          ) : null}
          {job?.status === 'completed' && jobId ? (
            <Alert
              type="success"
              showIcon
              message={t('company.printDialog.ready')}
              action={<Button size="small" onClick={() => void download(jobId)}>{t('company.printDialog.download')}</Button>}
            />
          ) : null}
          {failed || failure ? <Alert type="error" showIcon message={t('company.printDialog.failed')} description={failure ?? (job?.error ? t(`errors.${job.error}`) : undefined)} /> : null}
        </Flex>
      </Modal>
    </>
  );
}
