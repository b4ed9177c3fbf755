import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize, openAttachment, type DayoffAttachment } from './attachmentApi';

/** A request's attachments as links that open each file with the session's token. */
export function AttachmentLinks({ dayoffId, attachments }: { dayoffId: string; attachments: DayoffAttachment[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (attachments.length === 0) return <Typography.Text type="secondary">{t('dayoffattachments.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {attachments.map((a) => (
        <Button
          key={a.id}
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          style={{ padding: 0 }}
          onClick={() => openAttachment(dayoffId, a).catch((err: unknown) => void message.error((err as Error).message || t('dayoffattachments.openFailed')))}
        >
          {a.name} ({formatSize(a.size)})
        </Button>
      ))}
    </Space>
  );
}
