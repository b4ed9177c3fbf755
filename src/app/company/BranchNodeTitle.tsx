import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { fold, type BranchNode } from './branchTree';

export interface NodeActions {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canShow: boolean;
  onAddChild: (node: BranchNode) => void;
  onEdit: (node: BranchNode) => void;
  onShow: (node: BranchNode) => void;
  onDelete: (node: BranchNode) => void;
  deleting?: string;
  texts: { addChild: string; edit: string; show: string; delete: string; confirmDelete: string; ok: string; cancel: string; users: (n: number) => string };
}

/** The name with the searched text marked. */
function Highlighted({ name, search }: { name: string; search: string }): ReactNode {
  const needle = fold(search);
  const at = needle ? fold(name).indexOf(needle) : -1;
  if (at < 0) return name;
  return (
    <>
      {name.slice(0, at)}
      <mark style={{ padding: 0, background: '#ffe58f' }}>{name.slice(at, at + needle.length)}</mark>
      {name.slice(at + needle.length)}
    </>
  );
}

/** One unit in the tree: name, users badge and the actions the role may use. */
export function BranchNodeTitle({ node, search, actions }: { node: BranchNode; search: string; actions: NodeActions }) {
  const { texts } = actions;
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    <Space size={8} className="branch-node" style={{ paddingRight: 4 }}>
      <Typography.Text>
        <Highlighted name={node.name} search={search} />
      </Typography.Text>
      <Tooltip title={texts.users(node.usersCount)}>
        <span
          aria-label={texts.users(node.usersCount)}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            whiteSpace: 'nowrap',
            fontSize: 12,
            lineHeight: '18px',
            padding: '0 8px',
            borderRadius: 9,
            color: node.usersCount ? '#1f7a4d' : '#8c8c8c',
            background: node.usersCount ? '#e8faf0' : '#f5f5f5',
          }}
        >
          <UserOutlined />
          {node.usersCount}
        </span>
      </Tooltip>
      <Space size={0} className="branch-node-actions">
        {actions.canShow && (
          <Tooltip title={texts.show}>
            <Button type="text" size="small" icon={<EyeOutlined />} aria-label={texts.show} onClick={stop(() => actions.onShow(node))} />
          </Tooltip>
        )}
        {actions.canCreate && (
          <Tooltip title={texts.addChild}>
            <Button type="text" size="small" icon={<PlusOutlined />} aria-label={texts.addChild} onClick={stop(() => actions.onAddChild(node))} />
          </Tooltip>
        )}
        {actions.canEdit && (
          <Tooltip title={texts.edit}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={texts.edit} onClick={stop(() => actions.onEdit(node))} />
          </Tooltip>
        )}
        {actions.canDelete && (
          <Popconfirm
            title={texts.confirmDelete}
            okText={texts.ok}
            cancelText={texts.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.onDelete(node)}
            onPopupClick={(e) => e.stopPropagation()}
          >
            <Tooltip title={texts.delete}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={texts.delete}
                loading={actions.deleting === node.id}
                onClick={(e) => e.stopPropagation()}
              />
            </Tooltip>
          </Popconfirm>
        )}
      </Space>
    </Space>
  );
}
