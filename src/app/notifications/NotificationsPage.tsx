import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, List, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_DATETIME_FORMAT } from '../engine/render/formatDate';
import type { ApiHttpError } from '../providers/http';
import { noticeText } from './noticeText';
import { noticesChanged, notificationsApi, type Notice } from './notificationsApi';

const PAGE = 20;

/** /notifications — the caller's notifications, newest first: unread only (in the URL), open, mark read, delete. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const page = Number(params.get('page') ?? 1) || 1;
  const dateTimeFormat = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });
  const [data, setData] = useState<{ notifications: Notice[]; count: number; unread: number } | null>(null);
  const load = useCallback(() => {
    notificationsApi.list({ limit: PAGE, offset: (page - 1) * PAGE, unread: unreadOnly || undefined }).then(setData, (e: ApiHttpError) => message.error(e.message));
  }, [page, unreadOnly, message]);
  useEffect(load, [load]);
  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
      load();
      noticesChanged();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <Card
      title={<Space>{t('notifications.title')}{data ? <Tag color={data.unread ? 'green' : 'default'}>{t('notifications.unreadCount', { count: data.unread })}</Tag> : null}</Space>}
      extra={
        <Space>
          <Space size={6}><Switch size="small" checked={unreadOnly} onChange={(v) => setParam('unread', v ? '1' : null)} aria-label={t('notifications.unreadOnly')} />{t('notifications.unreadOnly')}</Space>
          <Button icon={<CheckOutlined />} disabled={!data?.unread} onClick={() => act(() => notificationsApi.mark({ all: true }))} data-testid="mark-all-read">{t('notifications.markAllRead')}</Button>
        </Space>
      }
    >
      <List
        loading={data === null}
        dataSource={data?.notifications ?? []}
        locale={{ emptyText: t('notifications.empty') }}
        pagination={{ current: page, pageSize: PAGE, total: data?.count ?? 0, onChange: (p) => setParam('page', String(p)), showSizeChanger: false }}
        data-testid="notifications"
        renderItem={(n) => {
          const text = noticeText(t, n);
          return (
            <List.Item
              style={{ background: n.read ? undefined : 'rgba(57,228,137,0.08)', paddingInline: 12 }}
              actions={[
                n.link ? <Button key="open" type="link" size="small" onClick={() => act(async () => { if (!n.read) await notificationsApi.mark({ ids: [n.id] }); navigate(n.link!); })}>{t('notifications.open')}</Button> : null,
                <Button key="read" type="link" size="small" onClick={() => act(() => notificationsApi.mark({ ids: [n.id], read: !n.read }))}>{n.read ? t('notifications.markUnread') : t('notifications.markRead')}</Button>,
                <Button key="delete" type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('notifications.delete')} onClick={() => act(() => notificationsApi.remove(n.id))} />,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={<Typography.Text strong={!n.read}>{text.title}</Typography.Text>}
                description={<Space direction="vertical" size={0}><span>{text.body}</span><Typography.Text type="secondary" style={{ fontSize: 12 }}>{dayjs(n.createdAt).format(dateTimeFormat)}</Typography.Text></Space>}
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
