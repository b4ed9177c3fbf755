import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Descriptions, Drawer, Empty, List, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../shell/session/useSession';
import { PRIMARY_TEXT } from '../shell/theme';
import type { PositionTreeNode } from './positionTree';
import { usePositionHolders, type Holder } from './usePositionHolders';
import { useAllowed } from '../shell/access/useAllowed';

interface Props {
  node: PositionTreeNode | null;
  parent?: PositionTreeNode;
  onClose: () => void;
  /** go to another position (its parent or one below it) */
  onSelect: (id: string) => void;
  width: number | string;
}

const initials = (h: Holder) => `${h.firstName?.[0] ?? ''}${h.lastName?.[0] ?? ''}`.toUpperCase();

/** A position's details and the collaborators holding it, each linking to their profile. */
export function PositionDrawer({ node, parent, onClose, onSelect, width }: Props) {
  const { t } = useTranslation();
  const canReadUsers = useAllowed('users', 'list');
  const canEdit = useAllowed('hierarchies', 'edit');
  const holders = usePositionHolders(node?.userPositions, !!node && canReadUsers);
  const branches = useSession()?.branchOffices;
  const branchName = useMemo(() => new Map((branches ?? []).map((b) => [b.id, b.name])), [branches]);

  const details: DescriptionsProps['items'] = node
    ? [
        {
          key: 'parent',
          label: t('orgchart.drawer.reportsTo'),
          children: parent ? <Typography.Link onClick={() => onSelect(parent.id)}>{parent.name}</Typography.Link> : <Typography.Text type="secondary">{t('orgchart.drawer.top')}</Typography.Text>,
        },
        { key: 'holders', label: t('orgchart.drawer.holders'), children: node.usersCount },
        { key: 'team', label: t('orgchart.drawer.team'), children: node.teamCount },
        ...(node.children.length
          ? [{
              key: 'below',
              label: t('orgchart.drawer.below'),
              children: (
                <Space size={[4, 6]} wrap>
                  {node.children.map((c) => (
                    <Tag key={c.id} style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={() => onSelect(c.id)}>
                      {c.name}
                    </Tag>
                  ))}
                </Space>
              ),
            }]
          : []),
      ]
    : [];

  const subtitle = (h: Holder) =>
    [h.numberOfDocument, h.mainBranch ? branchName.get(h.mainBranch) : undefined, h.position && h.position !== node?.name ? h.position : undefined]
      .filter(Boolean)
      .join(' · ');

  return (
    <Drawer
      open={!!node}
      onClose={onClose}
      width={width}
      // no mask: the chart stays usable, so another box can be opened while this one is shown
      mask={false}
      title={node?.name}
      data-testid="orgchart-drawer"
      extra={
        node && canEdit ? (
          <Link to={`/company/hierarchies/edit/${node.id}`}>
            <Button icon={<EditOutlined />}>{t('orgchart.drawer.edit')}</Button>
          </Link>
        ) : null
      }
    >
      {node ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {node.description ? <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{node.description}</Typography.Paragraph> : null}
          <Descriptions column={1} size="small" colon={false} styles={{ label: { width: 150 } }} items={details} />

          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('orgchart.drawer.collaborators')}
            </Typography.Title>
            {!canReadUsers ? (
              <Alert type="info" showIcon message={t('orgchart.drawer.noPermission')} />
            ) : node.userPositions.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orgchart.drawer.vacant')} />
            ) : holders.error ? (
              <Alert type="error" showIcon message={t('orgchart.drawer.loadError')} description={holders.error} />
            ) : (
              <List
                data-testid="orgchart-holders"
                loading={holders.loading && holders.rows.length === 0}
                dataSource={holders.rows}
                locale={{ emptyText: t('orgchart.drawer.vacant') }}
                renderItem={(h) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={
                        <Avatar src={h.imageUrl || undefined} icon={h.imageUrl || initials(h) ? undefined : <UserOutlined />} style={{ background: '#e9fbf1', color: PRIMARY_TEXT }}>
                          {initials(h)}
                        </Avatar>
                      }
                      title={<Link to={`/team/profile/${h.id}`}>{`${h.firstName} ${h.lastName}`}</Link>}
                      description={subtitle(h) || undefined}
                    />
                  </List.Item>
                )}
                loadMore={
                  holders.hasMore ? (
                    <div style={{ textAlign: 'center', marginTop: 12 }}>
                      <Button onClick={holders.more} loading={holders.loading}>
                        {t('orgchart.drawer.more', { shown: holders.rows.length, total: holders.count })}
                      </Button>
                    </div>
                  ) : null
                }
              />
            )}
          </div>
        </Space>
      ) : null}
    </Drawer>
  );
}
