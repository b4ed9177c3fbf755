import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { fileSystemApi, type FsNode } from './fileSystemApi';
import { kindOf } from './nodeKinds';

interface Props {
  node: FsNode | null;
  onDownload: (node: FsNode) => void;
  onClose: () => void;
}

/**
 * A PDF in the browser's viewer or an image, from a blob fetched with the token (the media call needs it), its URL
 * released when the preview closes.
 */
export function PreviewModal({ node, onDownload, onClose }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!node) return;
    let live = true;
    let made: string | undefined;
    setUrl(undefined);
    setError(undefined);
    fileSystemApi.blob(node.id).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      },
      (err: ApiHttpError) => live && setError(err.message || t('filesystem.preview.loadError')),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [node, t]);

  const kind = node ? kindOf(node) : 'other';
  return (
    <Modal
      open={Boolean(node)} onCancel={onClose} title={node?.name ?? t('filesystem.preview.title')} width={kind === 'pdf' ? 960 : 720}
      footer={node ? <Button icon={<DownloadOutlined />} onClick={() => onDownload(node)}>{t('filesystem.actions.download')}</Button> : null}
      destroyOnClose
    >
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!error && !url ? <div style={{ textAlign: 'center', padding: 48 }}><Spin /></div> : null}
      {url && kind === 'pdf' ? <iframe title={node?.name} src={url} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="fs-preview-pdf" /> : null}
      {url && kind === 'image' ? (
        <div style={{ textAlign: 'center' }}>
          <img src={url} alt={node?.name} style={{ maxWidth: '100%', maxHeight: '70vh' }} data-testid="fs-preview-image" />
        </div>
      ) : null}
      {url && kind !== 'pdf' && kind !== 'image' ? <Alert type="info" showIcon message={t('filesystem.preview.unavailable')} /> : null}
    </Modal>
  );
}
