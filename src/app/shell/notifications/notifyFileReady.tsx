import { DownloadOutlined } from '@ant-design/icons';
import { Button, notification } from 'antd';
import { i18n } from '../../providers/i18n';

/**
 * Tells the user an export's file is ready (it has just been saved) and offers to download it again, in case the
 * browser held the download back or the user missed it. One notice per file: a second export replaces it.
 */
export function notifyFileReady(fileName: string, download: () => void): void {
  const key = `file-ready-${fileName}`;
  notification.success({
    key,
    message: i18n.t('common.fileReady.title'),
    description: i18n.t('common.fileReady.description', { fileName }),
    duration: 10,
    props: { 'data-testid': 'file-ready' },
    actions: (
      <Button type="primary" size="small" icon={<DownloadOutlined />} data-testid="file-ready-download"
        onClick={() => { notification.destroy(key); download(); }}>
        {i18n.t('common.fileReady.download')}
      </Button>
    ),
  });
}
