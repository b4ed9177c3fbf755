import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';

/**
 * The state of an upload that queues a file job: `percent` is the transfer's progress (null when idle) and a
 * refusal is shown in the user's language. `send` does the calls; it gets the progress setter.
 */
export function useFileUpload(send: (files: File[], onProgress: (percent: number) => void) => Promise<void>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (files: File[]) => {
    setPercent(0);
    try {
      await send(files, setPercent);
    } catch (err) {
      message.error((err as ApiHttpError).message || t('documenthub.failed'));
    } finally {
      setPercent(null);
    }
  };
  return { upload, percent };
}
