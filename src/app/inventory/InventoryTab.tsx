import { Alert, Button, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import { RefLabels } from '../engine/render/RefLabels';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { inventoryApi, type Article } from './inventoryApi';

/** A collaborator's profile tab: the articles in their hands, newest assignment first, each linking to its page. */
export function InventoryTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const allowed = useAllowed('articles', 'list');
  const [articles, setArticles] = useState<Article[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!allowed) return;
    inventoryApi.assignedTo(userId).then((page) => setArticles(page.articles), (err: ApiHttpError) => setError(err.message));
  }, [userId, allowed]);
  if (!allowed) return <Empty description={t('errors.FORBIDDEN')} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!articles) return <Skeleton active />;
  if (!articles.length) return <Empty description={t('inventory.tab.empty')} data-testid="inventory-tab-empty" />;
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  return (
    <List
      data-testid="inventory-tab"
      dataSource={articles}
      renderItem={(a) => (
        <List.Item
          data-testid="inventory-tab-item"
          actions={[<Link key="open" to={`/inventory/view/${a.id}`}><Button size="small">{t('inventory.tab.open')}</Button></Link>]}
        >
          <List.Item.Meta
            title={<Link to={`/inventory/view/${a.id}`}>{a.title}</Link>}
            description={(
              <Space split="·" wrap>
                <RefLabels resource="articletypes" value={a.typeId} />
                {a.code ? <Typography.Text code>{a.code}</Typography.Text> : null}
                {a.assignedAt ? t('inventory.tab.since', { date: formatDate(a.assignedAt, dateFormat) }) : null}
              </Space>
            )}
          />
        </List.Item>
      )}
    />
  );
}
