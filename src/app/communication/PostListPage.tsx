import { useInvalidate, useList, type BaseRecord } from '@refinedev/core';
import { Badge, Space, Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PostStatus } from '../../shared/communication/postStates';
import type { ResourceDef } from '../../shared/resource';
import type { ListOverrides } from '../engine/list/listOverrides';
import { ResourceListPage } from '../engine/list/ResourceListPage';
import { ResourceTable } from '../engine/list/ResourceTable';
import { BillboardFeed } from './BillboardFeed';
import { PostMoveButtons } from './PostMoveButtons';
import { PostStatusTag } from './PostStatusTag';

const TABS = { feed: null, published: 'PUBLISHED', drafts: 'DRAFT', bin: 'BIN' } as const satisfies Record<string, PostStatus | null>;
type TabKey = keyof typeof TABS;
const isTab = (v: string | null): v is TabKey => v !== null && v in TABS;

/** How many posts a tab holds, for its badge (one row asked: the answer's total). */
function useTabCount(status: PostStatus) {
  const { result } = useList({ resource: 'posts', pagination: { currentPage: 1, pageSize: 1 }, filters: [{ field: 'status', operator: 'in', value: [status] }], errorNotification: false });
  return result.total ?? 0;
}

/** The management table of one state: the generic table with the state fixed, the moves and, in the bin only, delete. */
function StateTable({ resource, status }: { resource: ResourceDef; status: PostStatus }) {
  const invalidate = useInvalidate();
  const refresh = useCallback(() => void invalidate({ resource: 'posts', invalidates: ['list', 'many', 'detail'] }), [invalidate]);
  const overrides = useMemo<ListOverrides>(() => ({
    permanentFilters: [{ field: 'status', operator: 'in', value: [status] }],
    columns: { status: { render: (_: unknown, record: BaseRecord) => <PostStatusTag record={record as Record<string, unknown>} /> } },
    rowActions: (record) => <PostMoveButtons record={record} onMoved={refresh} size="small" />,
    rowDeletable: (record) => record.status === 'BIN',
  }), [status, refresh]);
  return <ResourceTable key={status} def={resource} overrides={overrides} />;
}

/**
 * /communication/billboard: the feed as readers see it, then the posts by state — published, drafts and the paper
 * bin — each the engine's table with the state's moves. The tab lives in the URL (`?tab=drafts`).
 */
export default function PostListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = isTab(params.get('tab')) ? (params.get('tab') as TabKey) : 'feed';
  const counts = { published: useTabCount('PUBLISHED'), drafts: useTabCount('DRAFT'), bin: useTabCount('BIN') };
  const label = (key: TabKey) =>
    key === 'feed' ? t('communication.tabs.feed') : (
      <Space size={6}>
        {t(`communication.tabs.${key}`)}
        <Badge count={counts[key]} showZero color={key === 'bin' ? '#bfbfbf' : key === 'drafts' ? '#faad14' : '#52c41a'} overflowCount={999} />
      </Space>
    );
  const table = (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams((prev) => { const next = new URLSearchParams(prev); next.set('tab', key); return next; }, { replace: true })}
      items={(Object.keys(TABS) as TabKey[]).map((key) => ({
        key,
        label: <span data-testid={`billboard-tab-${key}`}>{label(key)}</span>,
        children: key === 'feed' ? <BillboardFeed /> : <StateTable resource={resource} status={TABS[key] as PostStatus} />,
      }))}
      destroyOnHidden
    />
  );
  return <ResourceListPage resource={resource} overrides={{ table }} />;
}
