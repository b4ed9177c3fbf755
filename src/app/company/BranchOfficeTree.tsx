import { ApartmentOutlined, TableOutlined } from '@ant-design/icons';
import { CreateButton, List } from '@refinedev/antd';
import { useCan, useCustom, useDelete, useGo, type HttpError } from '@refinedev/core';
import { Alert, Card, Empty, Input, Skeleton, Space, Tabs, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { ResourceDef } from '../../shared/resource';
import { translateOr, useEngineI18n } from '../engine/i18n';
import { ResourceTable } from '../engine/list/ResourceTable';
import { BranchNodeTitle, type NodeActions } from './BranchNodeTitle';
import { countUnits, filterTree, parentKeys, type BranchNode } from './branchTree';
import { retryServerErrors } from '../engine/query/retry';

interface TreeNodeData {
  key: string;
  title: React.ReactNode;
  children: TreeNodeData[];
}

const toTreeData = (nodes: BranchNode[], search: string, actions: NodeActions): TreeNodeData[] =>
  nodes.map((node) => ({
    key: node.id,
    title: <BranchNodeTitle node={node} search={search} actions={actions} />,
    children: toTreeData(node.children ?? [], search, actions),
  }));

/** The actions on a node, each only when access control allows it. */
function useNodeActions(def: ResourceDef, onDeleted: () => void): NodeActions {
  const { t } = useEngineI18n();
  const go = useGo();
  const canCreate = useCan({ resource: def.name, action: 'create' }).data?.can ?? false;
  const canEdit = useCan({ resource: def.name, action: 'edit' }).data?.can ?? false;
  const canDelete = useCan({ resource: def.name, action: 'delete' }).data?.can ?? false;
  const canShow = useCan({ resource: def.name, action: 'show' }).data?.can ?? false;
  const { mutate: remove, mutation } = useDelete();
  const [deleting, setDeleting] = useState<string>();
  const tr = (key: string, fallback: string, options?: Record<string, unknown>) => translateOr(t, `branchoffices.tree.${key}`, fallback, options);
  return {
    canCreate: canCreate && !!def.routes.create,
    canEdit: canEdit && !!def.routes.edit,
    canDelete: canDelete && !!def.endpoints.remove,
    canShow: canShow && !!def.routes.show,
    onAddChild: (node) => go({ to: { resource: def.name, action: 'create' }, query: { parentOrganization: node.id } }),
    onEdit: (node) => go({ to: { resource: def.name, action: 'edit', id: node.id } }),
    onShow: (node) => go({ to: { resource: def.name, action: 'show', id: node.id } }),
    onDelete: (node) => {
      setDeleting(node.id);
      remove(
        {
          resource: def.name,
          id: node.id,
          // spec: the delete call's body is the unit's parent organisation
          values: { parentOrganization: node.parentOrganization ?? null },
          successNotification: () => ({ type: 'success', message: translateOr(t, def.toasts?.deleted ?? 'toasts.Deleted', 'Deleted') }),
          errorNotification: (err?: unknown) => {
            const error = err as HttpError | undefined;
            return {
              type: 'error',
              message: translateOr(t, 'engine.delete.failed', 'Could not delete'),
              description: error?.code ? `${error.message} (${String(error.code)})` : error?.message,
            };
          },
        },
        { onSuccess: onDeleted, onSettled: () => setDeleting(undefined) },
      );
    },
    deleting: mutation.isPending ? deleting : undefined,
    texts: {
      addChild: tr('addChild', 'Add unit'),
      edit: tr('edit', 'Edit'),
      show: tr('show', 'View'),
      delete: tr('delete', 'Delete'),
      confirmDelete: tr('confirmDelete', 'Delete this unit?'),
      ok: translateOr(t, 'engine.delete.ok', 'Delete'),
      cancel: translateOr(t, 'engine.delete.cancel', 'Cancel'),
      users: (count) => tr('users', `${count}`, { count }),
    },
  };
}

/** The organisation as a searchable tree with user counts and actions per unit. */
function BranchTreeCard({ def }: { def: ResourceDef }) {
  const { t } = useEngineI18n();
  const { query, result } = useCustom<{ tree: BranchNode[] }>({ url: '/branchoffices/getBranchTree', method: 'get', errorNotification: false, queryOptions: { retry: retryServerErrors } });
  const tree = useMemo(() => result.data?.tree ?? [], [result.data]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const actions = useNodeActions(def, () => void query.refetch());
  const filtered = useMemo(() => filterTree(tree, search), [tree, search]);
  // expand everything on load, and every match's ancestors when searching
  useEffect(() => setExpanded(search ? filtered.expandedKeys : parentKeys(tree)), [tree, search, filtered]);
  const treeData = useMemo(() => toTreeData(filtered.nodes, search, actions), [filtered.nodes, search, actions]);

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.error) return <Alert type="error" showIcon message={translateOr(t, 'engine.list.loadError', 'Could not load')} description={query.error.message} />;
  return (
    <Card size="small">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Input.Search
            allowClear
            placeholder={translateOr(t, 'branchoffices.tree.search', 'Search units')}
            aria-label={translateOr(t, 'branchoffices.tree.search', 'Search units')}
            style={{ width: 320 }}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={setSearch}
          />
          <Typography.Text type="secondary">
            {translateOr(t, 'branchoffices.tree.count', `${countUnits(tree)}`, { count: countUnits(tree) })}
          </Typography.Text>
        </Space>
        {filtered.nodes.length === 0 ? (
          <Empty description={translateOr(t, search ? 'branchoffices.tree.noMatch' : 'branchoffices.tree.empty', '—')} />
        ) : (
          <Tree
            className="branch-tree"
            showLine={{ showLeafIcon: false }}
            blockNode
            selectable={false}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
          />
        )}
      </Space>
      <style>{`@media (hover:hover){.branch-tree .branch-node-actions{opacity:0;transition:opacity .15s}.branch-tree .ant-tree-treenode:hover .branch-node-actions,.branch-tree .branch-node-actions:focus-within{opacity:1}}`}</style>
    </Card>
  );
}

/** Custom list page of branch offices (resource.custom.list = 'BranchOfficeTree'): tree and table in tabs. */
export default function BranchOfficeTree({ resource }: { resource: ResourceDef }) {
  const { t } = useEngineI18n();
  return (
    <List
      resource={resource.name}
      title={translateOr(t, `${resource.name}.titles.list`, resource.name)}
      headerButtons={() => (resource.endpoints.create ? <CreateButton resource={resource.name} /> : null)}
    >
      <Tabs
        defaultActiveKey="tree"
        destroyOnHidden
        items={[
          {
            key: 'tree',
            label: (
              <Space size={6}>
                <ApartmentOutlined />
                {translateOr(t, 'branchoffices.tree.tabTree', 'Tree')}
              </Space>
            ),
            children: <BranchTreeCard def={resource} />,
          },
          {
            key: 'table',
            label: (
              <Space size={6}>
                <TableOutlined />
                {translateOr(t, 'branchoffices.tree.tabTable', 'Table')}
              </Space>
            ),
            children: <ResourceTable def={resource} />,
          },
        ]}
      />
    </List>
  );
}
