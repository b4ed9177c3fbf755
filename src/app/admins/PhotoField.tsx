import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: images at most 1 MB; the server checks the same limit and the type by magic bytes. */
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * What the form knows about the photo (spec §3 Admin user: image, hadImage, imgDeleted): the stored one, a new file
 * chosen, or the stored one removed. Saving sends the file, or deletes the stored one, after the record is saved.
 */
export interface PhotoState {
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
}

export const photoOf = (currentUrl: string | null | undefined): PhotoState => ({ currentUrl: currentUrl ?? null, file: null, removed: false });

interface PhotoFieldProps {
  value: PhotoState;
  onChange: (next: PhotoState) => void;
  /** the person's initials, shown when there is no photo */
  initials?: string;
  /** server message for the image field */
  error?: string;
  size?: number;
}

/** A round photo with "change" and "remove", checked here against the server's size and type limits. */
export function PhotoField({ value, onChange, initials, error, size = 88 }: PhotoFieldProps) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string>();
  const previewUrl = useMemo(() => (value.file ? URL.createObjectURL(value.file) : undefined), [value.file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = previewUrl ?? (value.removed ? null : value.currentUrl);
  const message = localError ?? error;

  return (
    <Flex align="center" gap={16} data-testid="photo-field">
      <Avatar size={size} src={shown || undefined} icon={shown || initials ? undefined : <UserOutlined />} style={{ background: '#d9f9e8', color: '#0b3b24', flex: 'none', fontSize: size / 2.6 }}>
        {shown ? null : initials}
      </Avatar>
      <Flex vertical gap={6}>
        <Flex gap={8} wrap>
          <Upload
            accept={IMAGE_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              if (!IMAGE_TYPES.includes(file.type)) setLocalError(t('errors.INVALID_FILE'));
              else if (file.size > IMAGE_MAX_BYTES) setLocalError(t('errors.IMAGE_TOO_LARGE'));
              else {
                setLocalError(undefined);
                onChange({ ...value, file, removed: false });
              }
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('profile.photo.change')}</Button>
          </Upload>
          {shown ? (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => {
                setLocalError(undefined);
                onChange({ ...value, file: null, removed: !!value.currentUrl });
              }}
            >
              {t('profile.photo.remove')}
            </Button>
          ) : null}
        </Flex>
        <Typography.Text type={message ? 'danger' : 'secondary'} style={{ fontSize: 12 }} role={message ? 'alert' : undefined}>
          {message ?? t('profile.photo.hint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** Initials of a person for an avatar without a photo. */
export const initialsOf = (firstName?: string | null, lastName?: string | null): string =>
  `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
