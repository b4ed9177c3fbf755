import { NotificationOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plainText } from '../engine/render/RichTextView';
import { useAllowed } from '../shell/access/useAllowed';
import type { BannerPost } from '../../shared/communication/feed';

const DISMISSED_KEY = 'hr.banner.dismissed';
const EXCERPT = 220;

const dismissedIds = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};

/**
 * The informational banner at the top of the dashboard: the published posts marked as banner, while in their
 * publication window and addressed to the reader (GET /communication/banner). Closing one hides it for the session.
 */
export function InformationBanner() {
  const { t } = useTranslation();
  const canOpen = useAllowed('posts', 'show');
  const [dismissed, setDismissed] = useState(dismissedIds);
  const { result } = useCustom<{ posts: BannerPost[] }>({ url: '/communication/banner', method: 'get', errorNotification: false, queryOptions: { retry: false } });
  const posts = (result.data?.posts ?? []).filter((p) => !dismissed.includes(p.id));
  if (!posts.length) return null;
  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  };
  return (
    <Space direction="vertical" size={8} style={{ width: '100%', marginBottom: 16 }} data-testid="information-banner">
      {posts.map((post) => {
        const text = plainText(post.body);
        return (
          <Alert
            key={post.id}
            type="info"
            showIcon
            icon={<NotificationOutlined />}
            closable
            onClose={() => dismiss(post.id)}
            message={<strong>{post.title}</strong>}
            description={
              <>
                {text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text}
                {canOpen ? <> <Link to={`/communication/billboard/view/${post.id}`}>{t('communication.banner.more')}</Link></> : null}
              </>
            }
          />
        );
      })}
    </Space>
  );
}
