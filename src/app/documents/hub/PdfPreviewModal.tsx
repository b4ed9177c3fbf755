import { Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A PDF shown in the browser's viewer: the bytes are fetched with the token (an iframe cannot send it) and shown
 * from a blob URL, revoked on close.
 */
export function PdfPreviewModal({ title, load, onClose }: { title: string; load: (() => Promise<Blob>) | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!load) return;
    let revoked = false;
    let objectUrl: string | null = null;
    setUrl(null);
    setError(null);
    load().then((blob) => {
      if (revoked) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }, (err: { message?: string }) => setError(err.message ?? t('documenthub.previewFailed')));
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [load, t]);
  return (
    <Modal open={!!load} title={title} onCancel={onClose} footer={null} width={900} destroyOnClose>
      {error ? <div role="alert">{error}</div> : url ? (
        <iframe src={url} title={title} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="pdf-preview" />
      ) : <Spin />}
    </Modal>
  );
}
