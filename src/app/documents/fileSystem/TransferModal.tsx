import { Alert, Modal, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { fileSystemApi, ROOT, type FsNode } from './fileSystemApi';

interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

/** The person's folders as a tree under the top level; a folder being moved cannot go into itself or below. */
function folderTree(folders: FsNode[], topTitle: string, moving: FsNode): TreeOption[] {
  const nodes = new Map<string, TreeOption>(folders.map((f) => [f.id, { value: f.id, title: f.name, children: [] }]));
  const top: TreeOption = { value: ROOT, title: topTitle, children: [] };
  for (const f of folders) (f.parentId ? nodes.get(f.parentId) ?? top : top).children.push(nodes.get(f.id)!);
  if (moving.isFolder) {
    const disable = (o: TreeOption) => {
      o.disabled = true;
      o.children.forEach(disable);
    };
    const own = nodes.get(moving.id);
    if (own) disable(own);
  }
  return [top];
}

interface Props {
  mode: 'move' | 'copy' | null;
  node: FsNode | null;
  userId: string;
  onDone: (mode: 'move' | 'copy', target: string) => void;
  onClose: () => void;
}

/** Move or copy one file or folder into another folder of the same person, picked from their folder tree. */
export function TransferModal({ mode, node, userId, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [folders, setFolders] = useState<FsNode[]>([]);
  const [target, setTarget] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const open = Boolean(mode && node);

  useEffect(() => {
    if (!open) return;
    setTarget(undefined);
    setError(undefined);
    fileSystemApi.folders(userId).then(setFolders, (err: ApiHttpError) => setError(err.message));
  }, [open, userId]);
  const tree = useMemo(() => (node ? folderTree(folders, t('filesystem.transfer.top'), node) : []), [folders, node, t]);

  const submit = async () => {
    if (!mode || !node) return;
    if (!target) {
      setError(t('filesystem.transfer.targetRequired'));
      return;
    }
    setSaving(true);
    try {
      await (mode === 'move' ? fileSystemApi.move([node.id], target) : fileSystemApi.copy([node.id], target));
      onDone(mode, target);
    } catch (err) {
      setError((err as ApiHttpError).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open} destroyOnClose confirmLoading={saving} onCancel={onClose} onOk={() => void submit()}
      title={node ? t(mode === 'copy' ? 'filesystem.transfer.copyTitle' : 'filesystem.transfer.moveTitle', { name: node.name }) : ''}
      okText={t(mode === 'copy' ? 'filesystem.transfer.copy' : 'filesystem.transfer.move')}
    >
      <div style={{ marginBottom: 8 }}>{t('filesystem.transfer.target')}</div>
      <TreeSelect
        style={{ width: '100%' }} treeData={tree} value={target} onChange={(v: string) => { setTarget(v); setError(undefined); }}
        treeDefaultExpandAll placeholder={t('filesystem.transfer.target')} data-testid="fs-transfer-target"
      />
      {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} /> : null}
    </Modal>
  );
}
