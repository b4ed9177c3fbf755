import { LinkOutlined, NotificationOutlined, PictureOutlined, PushpinFilled } from '@ant-design/icons';
import { useCustom, useMany } from '@refinedev/core';
import { Alert, Card, Empty, Image, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../engine/render/RichTextView';
import type { FeedItem } from '../../shared/communication/feed';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';

/** The billboard as its readers see it now: posts and flyers in their publication window, newest first. */
export function BillboardFeed() {
  const { t } = useTranslation();
  const { query: feed, result } = useCustom<{ items: FeedItem[] }>({ url: '/communication/feed', method: 'get', config: { query: { limit: 50 } }, errorNotification: false });
  const items = result.data?.items ?? [];
  const categoryIds = [...new Set(items.map((i) => i.categoryId).filter((c): c is string => !!c))];
  const categories = useMany<{ id: string; name: string; color?: string }>({
    resource: 'postcategories', ids: categoryIds, queryOptions: { enabled: categoryIds.length > 0 }, errorNotification: false,
  });
  const categoryOf = (id: string | null) => (id ? categories.result.data?.find((c) => c.id === id) : undefined);

  if (feed.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (feed.error) return <Alert type="error" showIcon message={feed.error.message} />;
  if (!items.length) return <Empty description={t('communication.feed.empty')} />;
  return (
    // a masonry of columns: cards keep their own height (a tall flyer beside a short note)
    <div data-testid="billboard-feed" style={{ columnWidth: 320, columnGap: 16 }}>
      {items.map((item) => (
        <div key={`${item.kind}-${item.id}`} style={{ breakInside: 'avoid', marginBottom: 16 }}>
          <FeedCard item={item} category={categoryOf(item.categoryId)} />
        </div>
      ))}
    </div>
  );
}

function FeedCard({ item, category }: { item: FeedItem; category?: { name: string; color?: string } }) {
  const { t } = useTranslation();
  const date = (v: string | null) => formatDate(v, t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT }));
  const cover = item.image ? <Image src={item.image} alt="" preview={item.kind === 'flyer'} style={{ objectFit: 'cover', maxHeight: item.kind === 'flyer' ? 360 : 180, width: '100%' }} /> : undefined;
  const to = item.kind === 'post' ? `/communication/billboard/view/${item.id}` : item.kind === 'note' ? `/communication/billboard/Notes/view/${item.id}` : `/communication/billboard/Flyer/view/${item.id}`;
  return (
    <Card cover={cover} size="small" data-testid="feed-card" style={{ ...(item.kind === 'note' ? { background: item.color, borderColor: 'rgba(0,0,0,0.08)' } : {}) }}>
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space size={4} wrap>
          {item.kind === 'flyer' ? <Tag icon={<PictureOutlined />}>{t('communication.feed.flyer')}</Tag> : null}
          {item.kind === 'note' ? <Tag icon={item.pinned ? <PushpinFilled /> : undefined} bordered={false}>{t('communication.feed.note')}</Tag> : null}
          {item.banner ? <Tag icon={<NotificationOutlined />} color="gold">{t('communication.banner.label')}</Tag> : null}
          {category ? <Tag color={category.color}>{category.name}</Tag> : null}
        </Space>
        <Typography.Title level={5} style={{ margin: 0 }}>
          <Link to={to}>{item.title}</Link>
        </Typography.Title>
        {item.kind === 'post' ? (
          <div style={{ maxHeight: 220, overflow: 'hidden', maskImage: 'linear-gradient(180deg, #000 75%, transparent)' }}>
            <RichTextView html={item.body ?? ''} />
          </div>
        ) : item.kind === 'note' ? (
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{item.text}</Typography.Paragraph>
        ) : item.description ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{item.description}</Typography.Paragraph>
        ) : null}
        {item.link ? (
          <Typography.Link href={item.link} target="_blank" rel="noreferrer"><LinkOutlined /> {t('communication.feed.open')}</Typography.Link>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('communication.feed.since', { date: date(item.publishAt) })}
          {item.expiresAt ? ` · ${t('communication.feed.until', { date: date(item.expiresAt) })}` : ''}
        </Typography.Text>
      </Space>
    </Card>
  );
}
