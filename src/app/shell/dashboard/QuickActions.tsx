import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourceByName } from '../../engine/resourceRegistry';
import type { ResourceDef } from '../../../shared/resource';
import { useAllowedResources } from '../access/useAllowedResources';

/** Resources offered as "new …" shortcuts, in this order; each shows only if the user may create it. */
const SHORTCUTS = ['specialdays', 'branchoffices', 'shifttemplates', 'dayofftypes', 'hierarchies'];

/** Shortcuts to the create pages the user may use. */
export function QuickActions() {
  const { t } = useTranslation();
  const creatable = useAllowedResources('create');
  const items = SHORTCUTS.map(resourceByName).filter((r): r is ResourceDef => Boolean(r?.routes.create && creatable?.has(r.name)));

  return (
    <Card
      title={
        <span>
          <ThunderboltOutlined style={{ marginInlineEnd: 8, color: '#12814c' }} />
          {t('common.dashboard.quickActions')}
        </span>
      }
      style={{ height: '100%' }}
      data-testid="quick-actions"
    >
      {!creatable ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.dashboard.noQuickActions')} />
      ) : (
        <Flex vertical gap={4}>
          {items.map((r) => (
            <Link key={r.name} to={r.routes.create ?? r.routes.list} style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '8px 4px' }}>
              <PlusOutlined />
              {t(`${r.name}.titles.create`, { defaultValue: t('common.dashboard.newItem', { what: t(`${r.name}.title`) }) })}
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
