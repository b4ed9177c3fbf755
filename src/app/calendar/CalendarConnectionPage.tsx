import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import type { ApiHttpError } from '../providers/http';
import { calendarFeedsApi, type CalendarFeed, type FeedList, type FeedWithAddress } from './calendarFeedsApi';
import { FeedAddressModal } from './FeedAddressModal';
import { NewFeedModal } from './NewFeedModal';
import { SubscribeHelp } from './SubscribeHelp';

/**
 * /calendar/connection — iCalendar feeds (docs/api/calendar.md): my feeds with their scope, contents and last read;
 * a new one (mine, or — for managers and administrators — a collaborator's, a unit's, the company's); its address
 * shown once to copy; regenerate and revoke; how to subscribe in Google Calendar, Outlook and Apple Calendar.
 */
export default function CalendarConnectionPage() {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [list, setList] = useState<FeedList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<FeedWithAddress | null>(null);
  const dateTime = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setList(await calendarFeedsApi.list(signal));
      setError(null);
    } catch (err) {
      if (!signal?.aborted) setError((err as Error).message);
    }
  }, []);
  useEffect(() => {
    const ac = new AbortController();
    void load(ac.signal);
    return () => ac.abort();
  }, [load]);

  const act = async (run: () => Promise<FeedWithAddress | unknown>, done?: string) => {
    try {
      const out = await run();
      if (out && typeof out === 'object' && 'token' in out) setShown(out as FeedWithAddress);
      if (done) notify?.({ type: 'success', message: done });
      await load();
    } catch (err) {
      notify?.({ type: 'error', message: (err as ApiHttpError).message });
    }
  };

  const subjectLabel = (f: CalendarFeed) => {
    if (f.scope === 'company') return t('calendarFeeds.scopeLabel.company');
    if (f.scope === 'unit') return t('calendarFeeds.scopeLabel.unit', { name: f.subject?.name ?? '' });
    return f.ownCalendar ? t('calendarFeeds.scopeLabel.mine') : t('calendarFeeds.scopeLabel.person', { name: f.subject?.name ?? '' });
  };

  const columns = [
    { key: 'feed', title: t('calendarFeeds.columns.feed'), render: (_: unknown, f: CalendarFeed) => <Typography.Text strong>{subjectLabel(f)}</Typography.Text> },
    {
      key: 'contents', title: t('calendarFeeds.columns.contents'),
      render: (_: unknown, f: CalendarFeed) => <Space size={4} wrap>{f.contents.map((c) => <Tag key={c}>{t(`calendarFeeds.contents.${c}`)}</Tag>)}</Space>,
    },
    { key: 'address', title: t('calendarFeeds.columns.address'), render: (_: unknown, f: CalendarFeed) => <Typography.Text type="secondary" code>{t('calendarFeeds.hint', { hint: f.tokenHint })}</Typography.Text> },
    {
      key: 'lastRead', title: t('calendarFeeds.columns.lastRead'),
      render: (_: unknown, f: CalendarFeed) => (f.lastReadAt ? formatDate(f.lastReadAt, dateTime) : <Typography.Text type="secondary">{t('calendarFeeds.neverRead')}</Typography.Text>),
    },
    { key: 'created', title: t('calendarFeeds.columns.created'), render: (_: unknown, f: CalendarFeed) => formatDate(f.createdAt, dateTime) },
    {
      key: 'actions', title: t('calendarFeeds.columns.actions'),
      render: (_: unknown, f: CalendarFeed) => (
        <Space>
          <Popconfirm title={t('calendarFeeds.regenerateConfirm')} onConfirm={() => act(() => calendarFeedsApi.regenerate(f.id))} overlayStyle={{ maxWidth: 360 }}>
            <Button size="small" data-testid="feed-regenerate">{t('calendarFeeds.regenerate')}</Button>
          </Popconfirm>
          <Popconfirm title={t('calendarFeeds.revokeConfirm')} onConfirm={() => act(() => calendarFeedsApi.revoke(f.id), t('calendarFeeds.revoked'))} overlayStyle={{ maxWidth: 360 }}>
            <Button size="small" danger data-testid="feed-revoke">{t('calendarFeeds.revoke')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="calendar-connection-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>{t('calendarFeeds.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('calendarFeeds.subtitle')}</Typography.Text>
        </div>
        <Space wrap>
          <Link to="/calendar"><Button icon={<ArrowLeftOutlined />}>{t('calendarFeeds.back')}</Button></Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!list} data-testid="feed-new">{t('calendarFeeds.create')}</Button>
        </Space>
      </Flex>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Flex vertical gap={16}>
        <Card size="small" title={t('calendarFeeds.myFeeds')}>
          <Table<CalendarFeed>
            rowKey="id" size="small" columns={columns} dataSource={list?.feeds ?? []} loading={!list && !error} pagination={false}
            locale={{ emptyText: t('calendarFeeds.empty') }} scroll={{ x: true }} data-testid="feed-table"
          />
        </Card>
        <SubscribeHelp />
      </Flex>
      {list ? <NewFeedModal open={creating} rights={list} onClose={() => setCreating(false)} onCreated={(f) => { setCreating(false); setShown(f); void load(); }} /> : null}
      <FeedAddressModal feed={shown} onClose={() => setShown(null)} />
    </div>
  );
}
