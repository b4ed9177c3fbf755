import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { noticeText } from './noticeText';
import { noticesChanged, notificationsApi, onNoticesChanged, type Notice } from './notificationsApi';

/** How often the bell asks for news while the app is open. */
const POLL_MS = 60_000;

/**
 * The header's bell (spec §7 Notifications): the unread count, kept current without a reload (asked every minute,
 * and at once when a page marks some read); a click shows the latest ones, opening one marks it read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [latest, setLatest] = useState<Notice[] | null>(null);
  const refresh = useCallback(() => { notificationsApi.unread().then(setUnread, () => undefined); }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    const off = onNoticesChanged(refresh);
    return () => { clearInterval(timer); off(); };
  }, [refresh]);
  useEffect(() => {
    if (open) notificationsApi.list({ limit: 6 }).then((r) => { setLatest(r.notifications); setUnread(r.unread); }, () => setLatest([]));
  }, [open]);

  const openNotice = async (n: Notice) => {
    setOpen(false);
    if (!n.read) {
      await notificationsApi.mark({ ids: [n.id] }).catch(() => undefined);
      noticesChanged();
    }
    navigate(n.link ?? '/notifications');
  };

  const content = (
    <div style={{ width: 340 }} data-testid="bell-list">
      {latest && latest.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} /> : (
        <List
          size="small"
          loading={latest === null}
          dataSource={latest ?? []}
          renderItem={(n) => {
            const text = noticeText(t, n);
            return (
              <List.Item onClick={() => void openNotice(n)} style={{ cursor: 'pointer', background: n.read ? undefined : 'rgba(57,228,137,0.08)' }}>
                <List.Item.Meta title={<Typography.Text strong={!n.read}>{text.title}</Typography.Text>} description={text.body} />
              </List.Item>
            );
          }}
        />
      )}
      <Button type="link" block onClick={() => { setOpen(false); navigate('/notifications'); }}>{t('notifications.viewAll')}</Button>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" title={t('notifications.title')} content={content}>
      <Button type="text" aria-label={t('notifications.bell')} data-testid="notification-bell">
        <Badge count={unread} size="small" overflowCount={99}><BellOutlined style={{ fontSize: 18 }} /></Badge>
      </Button>
    </Popover>
  );
}
