import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, imageChoiceOf, useImageChoice, type ImageChoice } from '../shell/files/imageChoice';

/**
 * What the form knows about the photo (spec §3 Admin user: image, hadImage, imgDeleted): the stored one, a new file
 * chosen, or the stored one removed. Saving sends the file, or deletes the stored one, after the record is saved.
 */
export type PhotoState = ImageChoice;
export const photoOf = imageChoiceOf;

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
  const { shown, message, choose, remove } = useImageChoice(value, onChange, error);

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
            beforeUpload={choose}
          >
            <Button icon={<UploadOutlined />}>{t('profile.photo.change')}</Button>
          </Upload>
          {shown ? (
            <Button icon={<DeleteOutlined />} onClick={remove}>
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
