import { FolderAddOutlined, HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Breadcrumb, Button, Empty, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { fileSystemApi, ROOT, type FsNode } from './fileSystemApi';
import { NodeFormModal, type NodeFormValues } from './NodeFormModal';
import { NodeTable, type NodeAction } from './NodeTable';
import { PreviewModal } from './PreviewModal';
import { saveFile } from '../../shell/files/saveFile';
import { TransferModal } from './TransferModal';
import { UploadPanel } from './UploadPanel';
import { useDocumentGrants } from './useDocumentGrants';
import { useFolderListing, useFolderTypes } from './useFolderListing';

type Editing = { mode: 'create' } | { mode: 'edit'; node: FsNode } | null;

/**
 * A collaborator's documents on the profile: the folder path, what the folder holds, and — for whoever may — new
 * folders (typed by the company's folder types), uploads by drag and drop, rename, move, copy and delete. Files open
 * in a preview (PDFs and images) or download. The server checks every call again.
 */
export function DocumentsTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const grants = useDocumentGrants();
  const { folderId, setFolderId, listing, loading, error, reload } = useFolderListing(userId);
  const folderTypes = useFolderTypes(grants.create || grants.edit);
  const [editing, setEditing] = useState<Editing>(null);
  const [renaming, setRenaming] = useState<FsNode | null>(null);
  const [transfer, setTransfer] = useState<{ mode: 'move' | 'copy'; node: FsNode } | null>(null);
  const [preview, setPreview] = useState<FsNode | null>(null);

  const download = async (node: FsNode) => {
    try {
      saveFile(await fileSystemApi.blob(node.id, true), node.name);
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };

  const remove = (node: FsNode) => {
    modal.confirm({
      title: t(node.isFolder ? 'filesystem.confirmDelete.folder' : 'filesystem.confirmDelete.file', { name: node.name }),
      okText: t('filesystem.confirmDelete.ok'), okButtonProps: { danger: true }, cancelText: t('filesystem.confirmDelete.cancel'),
      onOk: async () => {
        try {
          await fileSystemApi.remove(node.id);
          message.success(t('filesystem.toasts.deleted'));
          await reload();
        } catch (err) {
          message.error((err as ApiHttpError).message);
        }
      },
    });
  };

  const onAction = (action: NodeAction, node: FsNode) => {
    if (action === 'open') setFolderId(node.id);
    else if (action === 'preview') setPreview(node);
    else if (action === 'download') void download(node);
    else if (action === 'rename' && node.isFolder) setEditing({ mode: 'edit', node });
    else if (action === 'rename') setRenaming(node);
    else if (action === 'move' || action === 'copy') setTransfer({ mode: action, node });
    else if (action === 'delete') remove(node);
  };

  const saveFolder = async (values: NodeFormValues) => {
    const folderTypeId = values.folderTypeId ?? null;
    if (editing?.mode === 'edit') {
      await fileSystemApi.updateFolder({ id: editing.node.id, name: values.name, folderTypeId });
      message.success(t('filesystem.toasts.folderUpdated'));
    } else {
      await fileSystemApi.createFolder({ userId, parentId: folderId, name: values.name, folderTypeId });
      message.success(t('filesystem.toasts.folderCreated'));
    }
    setEditing(null);
    await reload();
  };

  const renameFile = async (values: NodeFormValues) => {
    if (!renaming) return;
    await fileSystemApi.updateFile({ id: renaming.id, name: values.name });
    message.success(t('filesystem.toasts.renamed'));
    setRenaming(null);
    await reload();
  };

  const items = listing?.items ?? [];
  const crumbs = [
    { title: <a onClick={() => setFolderId(ROOT)}><HomeOutlined /> {t('filesystem.root')}</a> },
    ...(listing?.path ?? []).map((p, i, all) => ({ title: i === all.length - 1 ? p.name : <a onClick={() => setFolderId(p.id)}>{p.name}</a> })),
  ];

  if (error) return <Alert type="error" showIcon message={error} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="documents-tab">
      <Flex wrap gap="middle" align="center" justify="space-between">
        <Breadcrumb items={crumbs} data-testid="fs-breadcrumb" />
        <Space wrap>
          <Button icon={<ReloadOutlined />} aria-label={t('filesystem.actions.refresh')} onClick={() => void reload()} />
          {grants.create ? (
            <Button type="primary" icon={<FolderAddOutlined />} onClick={() => setEditing({ mode: 'create' })} data-testid="fs-new-folder">
              {t('filesystem.actions.newFolder')}
            </Button>
          ) : null}
        </Space>
      </Flex>
      {grants.create ? <UploadPanel userId={userId} folderId={folderId} onUploaded={() => void reload()} /> : null}
      {!loading && items.length === 0 ? (
        <Empty description={t('filesystem.empty')} data-testid="fs-empty">
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t(grants.create ? 'filesystem.emptyHint' : 'filesystem.emptyReadOnly')}</span>
        </Empty>
      ) : (
        <NodeTable items={items} loading={loading} grants={grants} onAction={onAction} />
      )}
      <NodeFormModal
        open={Boolean(editing)} folderTypes={folderTypes}
        title={t(editing?.mode === 'edit' ? 'filesystem.folderForm.edit' : 'filesystem.folderForm.create')}
        initial={editing?.mode === 'edit' ? { name: editing.node.name, folderTypeId: editing.node.folderTypeId } : undefined}
        onSubmit={saveFolder} onClose={() => setEditing(null)}
      />
      <NodeFormModal
        open={Boolean(renaming)} title={renaming ? t('filesystem.rename.title', { name: renaming.name }) : ''}
        initial={renaming ? { name: renaming.name } : undefined} onSubmit={renameFile} onClose={() => setRenaming(null)}
      />
      <TransferModal
        mode={transfer?.mode ?? null} node={transfer?.node ?? null} userId={userId} onClose={() => setTransfer(null)}
        onDone={(mode) => {
          message.success(t(mode === 'move' ? 'filesystem.toasts.moved' : 'filesystem.toasts.copied'));
          setTransfer(null);
          void reload();
        }}
      />
      <PreviewModal node={preview} onDownload={(n) => void download(n)} onClose={() => setPreview(null)} />
    </Space>
  );
}
