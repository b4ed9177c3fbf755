import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type ApiHttpError } from '../providers/http';
import { fileNameOf, saveFile } from '../shell/files/saveFile';
import { notifyFileReady } from '../shell/notifications/notifyFileReady';

/** "Export to Excel" of a work-order report: the same query as the screen, every page, made by the server. */
export function WoExportButton({ path, method = 'GET', body, query, fallbackName }: { path: string; method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | undefined>; fallbackName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const res = await request<Response>(path, { method, body, query, raw: true });
      const fileName = fileNameOf(res, fallbackName);
      const blob = await res.blob();
      saveFile(blob, fileName);
      notifyFileReady(fileName, () => saveFile(blob, fileName));
    } catch (err) {
      message.error(`${t('engine.list.exportFailed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setBusy(false);
    }
  };
  return <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="wo-export">{t('engine.list.export')}</Button>;
}
