import { CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, MoreOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Table, Tag, Tooltip, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../../engine/render/formatDate';
import type { FsNode } from './fileSystemApi';
import { formatSize, isPreviewable, kindOf, NodeIcon } from './nodeKinds';
import type { DocumentGrants } from './useDocumentGrants';

export type NodeAction = 'open' | 'preview' | 'download' | 'rename' | 'move' | 'copy' | 'delete';

interface Props {
  items: FsNode[];
  loading: boolean;
  grants: DocumentGrants;
  onAction: (action: NodeAction, node: FsNode) => void;
}

/** The folder's content: folders first (in their type's colour), then files; a name opens, the menu does the rest. */
export function NodeTable({ items, loading, grants, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const dateTime = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });

  const menuOf = (node: FsNode): MenuProps['items'] => [
    ...(grants.edit ? [{ key: 'rename', icon: <EditOutlined />, label: t(node.isFolder ? 'filesystem.actions.editFolder' : 'filesystem.actions.rename') }] : []),
    ...(grants.create ? [
      { key: 'move', icon: <SwapOutlined />, label: t('filesystem.actions.move') },
      { key: 'copy', icon: <CopyOutlined />, label: t('filesystem.actions.copy') },
    ] : []),
    ...(grants.remove ? [{ type: 'divider' as const }, { key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('filesystem.actions.delete') }] : []),
  ];

  const open = (node: FsNode) => onAction(node.isFolder ? 'open' : isPreviewable(node) ? 'preview' : 'download', node);

  return (
    <Table<FsNode>
      size="middle" rowKey="id" dataSource={items} loading={loading} pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 720 }} data-testid="fs-table" locale={{ emptyText: ' ' }}
      onRow={(node) => ({ onDoubleClick: () => open(node) })}
      columns={[
        {
          key: 'name', title: t('filesystem.columns.name'),
          render: (_, node) => (
            <Space>
              <NodeIcon node={node} />
              <Typography.Link onClick={() => open(node)} data-testid="fs-node-name">{node.name}</Typography.Link>
            </Space>
          ),
        },
        {
          key: 'type', title: t('filesystem.columns.type'), width: 200,
          render: (_, node) => (node.isFolder
            ? (node.folderType ? <Tag color={node.folderType.color}>{node.folderType.title}</Tag> : <Typography.Text type="secondary">{t('filesystem.folder')}</Typography.Text>)
            : <Space size={4}>{t(`filesystem.kinds.${kindOf(node)}`)}{node.source !== 'UPLOAD' ? <Tag>{t(`filesystem.sources.${node.source}`)}</Tag> : null}</Space>),
        },
        { key: 'size', title: t('filesystem.columns.size'), width: 110, align: 'right', render: (_, node) => formatSize(node.size, i18n.language) },
        { key: 'date', title: t('filesystem.columns.date'), width: 170, render: (_, node) => formatDate(node.createdAt, dateTime) },
        {
          key: 'actions', title: t('filesystem.columns.actions'), width: 140, align: 'right',
          render: (_, node) => {
            const menu = menuOf(node);
            return (
              <Space size={0}>
                {!node.isFolder && isPreviewable(node) ? (
                  <Tooltip title={t('filesystem.actions.preview')}>
                    <Button type="text" icon={<EyeOutlined />} aria-label={t('filesystem.actions.preview')} onClick={() => onAction('preview', node)} />
                  </Tooltip>
                ) : null}
                {!node.isFolder ? (
                  <Tooltip title={t('filesystem.actions.download')}>
                    <Button type="text" icon={<DownloadOutlined />} aria-label={t('filesystem.actions.download')} onClick={() => onAction('download', node)} />
                  </Tooltip>
                ) : null}
                {menu?.length ? (
                  <Dropdown trigger={['click']} menu={{ items: menu, onClick: ({ key }) => onAction(key as NodeAction, node) }}>
                    <Button type="text" icon={<MoreOutlined />} aria-label={t('filesystem.actions.more')} data-testid="fs-node-menu" />
                  </Dropdown>
                ) : null}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
