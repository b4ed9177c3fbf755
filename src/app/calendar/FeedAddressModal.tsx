import { CopyOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedAddresses, type FeedWithAddress } from './calendarFeedsApi';

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    notify?.({ type: 'success', message: t('calendarFeeds.address.copied') });
  };
  return (
    <Form.Item label={label} style={{ marginBottom: 12 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={value} data-testid={testId} onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>{t('calendarFeeds.address.copy')}</Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** The address of a feed just made or regenerated: shown once (only its hash is kept), with https and webcal forms. */
export function FeedAddressModal({ feed, onClose }: { feed: FeedWithAddress | null; onClose: () => void }) {
  const { t } = useTranslation();
  const addresses = feed ? feedAddresses(feed) : null;
  return (
    <Modal
      open={!!feed}
      title={t('calendarFeeds.address.title')}
      onCancel={onClose}
      width={640}
      footer={[
        addresses ? <Button key="open" href={addresses.webcal}>{t('calendarFeeds.address.open')}</Button> : null,
        <Button key="done" type="primary" onClick={onClose}>{t('calendarFeeds.address.done')}</Button>,
      ]}
    >
      {addresses ? (
        <Form layout="vertical" data-testid="feed-address">
          <Alert type="warning" showIcon message={t('calendarFeeds.address.once')} style={{ marginBottom: 16 }} />
          <CopyField label={t('calendarFeeds.address.https')} value={addresses.https} testId="feed-url" />
          <CopyField label={t('calendarFeeds.address.webcal')} value={addresses.webcal} testId="feed-webcal" />
        </Form>
      ) : null}
    </Modal>
  );
}
