import { DeleteOutlined, DisconnectOutlined, EyeOutlined, SwapOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HubDocument } from './hubApi';

export interface DocumentActionHandlers {
  preview: (doc: HubDocument) => void;
  validate?: (doc: HubDocument) => void;
  undo: (doc: HubDocument) => void;
  substitute: (doc: HubDocument, file: File) => void;
  remove: (doc: HubDocument) => void;
}

/** The row's buttons: preview always; the rest while the document is not delivered and the user may edit. */
export function DocumentActions({ doc, canEdit, on }: { doc: HubDocument; canEdit: boolean; on: DocumentActionHandlers }) {
  const { t } = useTranslation();
  const open = doc.status !== 'DELIVERED' && canEdit;
  return (
    <Space size={4}>
      <Tooltip title={t('documenthub.actions.preview')}><Button size="small" icon={<EyeOutlined />} aria-label={t('documenthub.actions.preview')} onClick={() => on.preview(doc)} /></Tooltip>
      {open && on.validate && doc.userId ? (
        <Tooltip title={t('documenthub.actions.validate')}>
          <Button size="small" type="primary" icon={<CheckOutlined />} aria-label={t('documenthub.actions.validate')} onClick={() => on.validate?.(doc)} data-testid="validate-one" />
        </Tooltip>
      ) : null}
      {open && doc.userId ? (
        <Tooltip title={t('documenthub.actions.undo')}><Button size="small" icon={<DisconnectOutlined />} aria-label={t('documenthub.actions.undo')} onClick={() => on.undo(doc)} /></Tooltip>
      ) : null}
      {open ? (
        <Upload accept=".pdf,application/pdf" showUploadList={false} beforeUpload={(file) => { on.substitute(doc, file); return false; }}>
          <Tooltip title={t('documenthub.actions.substitute')}><Button size="small" icon={<SwapOutlined />} aria-label={t('documenthub.actions.substitute')} /></Tooltip>
        </Upload>
      ) : null}
      {open ? (
        <Popconfirm title={t('documenthub.actions.removeConfirm')} onConfirm={() => on.remove(doc)}>
          <Tooltip title={t('documenthub.actions.remove')}><Button size="small" danger icon={<DeleteOutlined />} aria-label={t('documenthub.actions.remove')} /></Tooltip>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
