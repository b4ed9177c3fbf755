import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { useCan, useNotification } from '@refinedev/core';
import { Button, Popconfirm, Space, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { collaboratorApi, type Collaborator } from '../collaboratorApi';
import { CollaboratorAvatar } from '../CollaboratorAvatar';

/** Spec §5/§9: at most 1 MB; the same types the server accepts (it checks the bytes again). */
const MAX_BYTES = 1_048_576;
const ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The profile picture with change / remove (PATCH and DELETE /users/image/:id), for those who may edit. */
export function ProfilePhoto({ person, onChanged, size = 112, readOnly }: { person: Collaborator; onChanged: () => void; size?: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const canEdit = (useCan({ resource: 'users', action: 'edit' }).data?.can ?? false) && !readOnly;
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify?.({ type: 'success', message: t(done) });
      onChanged();
    } catch (error) {
      notify?.({ type: 'error', message: (error as ApiHttpError).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" align="center" size={8}>
      <CollaboratorAvatar person={person} size={size} />
      {canEdit ? (
        <Space size={4}>
          <Upload
            accept={ACCEPT.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!ACCEPT.includes(file.type)) notify?.({ type: 'error', message: t('errors.INVALID_FILE') });
              else if (file.size > MAX_BYTES) notify?.({ type: 'error', message: t('errors.IMAGE_TOO_LARGE') });
              else void run(() => collaboratorApi.uploadImage(person.id, file), 'users.image.updated');
              return false;
            }}
          >
            <Tooltip title={t('users.image.hint')}>
              <Button size="small" icon={<CameraOutlined />} loading={busy} data-testid="photo-upload">
                {person.imageUrl ? t('users.image.change') : t('users.image.upload')}
              </Button>
            </Tooltip>
          </Upload>
          {person.imageUrl ? (
            <Popconfirm title={t('users.image.removeConfirm')} onConfirm={() => run(() => collaboratorApi.removeImage(person.id), 'users.image.removed')}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('users.image.remove')} disabled={busy} />
            </Popconfirm>
          ) : null}
        </Space>
      ) : null}
    </Space>
  );
}
