import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { App, Button, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../providers/http';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, attachmentsOf, formatSize, looksAccepted, type DayoffAttachment as Attachment } from '../dayoffs/attachmentApi';

/** Mirrors src/server/areas/accidents/attachmentRoutes.ts: checked here first, the server decides. */
const MAX_FILES = 10;

/**
 * Open a file in a new tab. It is served only with the session's token (GET /accidents/:id/attachments/:fileId),
 * which a plain link cannot send: fetched, then opened as a blob URL.
 */
async function openFile(accidentId: string, file: Attachment): Promise<void> {
  const res = await request<Response>(`/accidents/${accidentId}/attachments/${file.id}`, { raw: true });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.target = '_blank';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** An accident's attachments on its page: open each, and — for whoever may edit the accident — add and remove. */
export function AccidentAttachments({ accidentId, value }: { accidentId: string; value: unknown }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useCan({ resource: 'accidents', action: 'edit' }).data?.can ?? false;
  const [files, setFiles] = useState<Attachment[]>(() => attachmentsOf(value));
  const [busy, setBusy] = useState(false);
  const failed = (err: unknown) => void message.error((err as Error).message || t('accidents.attachments.failed'));

  // `request` answers the body's `data`: the accident's attachments after the change
  const upload = async (file: File) => {
    if (!looksAccepted(file)) return void message.error(t('errors.INVALID_FILE'));
    if (file.size > ATTACHMENT_MAX_BYTES) return void message.error(t('errors.FILE_TOO_LARGE'));
    const body = new FormData();
    body.append('attachment', file, file.name);
    setBusy(true);
    try {
      setFiles(attachmentsOf(await request<Attachment[]>(`/accidents/${accidentId}/attachments`, { method: 'POST', body })));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (file: Attachment) => {
    try {
      setFiles(attachmentsOf(await request<Attachment[]>(`/accidents/${accidentId}/attachments/${file.id}`, { method: 'DELETE' })));
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Space direction="vertical" size={4} data-testid="accident-attachments">
      {files.length === 0 ? <Typography.Text type="secondary">{t('accidents.attachments.none')}</Typography.Text> : null}
      {files.map((f) => (
        <Space key={f.id} size={4}>
          <Button type="link" size="small" icon={<PaperClipOutlined />} style={{ padding: 0 }} onClick={() => openFile(accidentId, f).catch(failed)}>
            {f.name} ({formatSize(f.size)})
          </Button>
          {canEdit ? (
            <Popconfirm title={t('accidents.attachments.removeConfirm', { name: f.name })} onConfirm={() => remove(f)}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('accidents.attachments.remove')} />
            </Popconfirm>
          ) : null}
        </Space>
      ))}
      {canEdit ? (
        <>
          <Upload accept={ATTACHMENT_ACCEPT} showUploadList={false} beforeUpload={(file) => { void upload(file); return Upload.LIST_IGNORE; }} disabled={busy || files.length >= MAX_FILES}>
            <Button icon={<UploadOutlined />} loading={busy} disabled={files.length >= MAX_FILES}>{t('accidents.attachments.add')}</Button>
          </Upload>
          <Typography.Text type="secondary">{t('accidents.attachments.hint', { max: MAX_FILES, mb: ATTACHMENT_MAX_BYTES / 1_048_576 })}</Typography.Text>
        </>
      ) : null}
    </Space>
  );
}
