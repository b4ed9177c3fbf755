import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageState } from './companyApi';

/** Spec §5/§9: images at most 1 MB; the server checks the same limit and the type by magic bytes. */
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface Props {
  name: string;
  label: string;
  help?: string;
  value: ImageState;
  onChange: (next: ImageState) => void;
  /** server message for this image */
  error?: string;
  width?: number;
  height?: number;
}

/** A company image: preview of the stored or chosen one, choose or replace, remove; checked like the server does. */
export function CompanyImageField({ name, label, help, value, onChange, error, width = 220, height = 110 }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [localError, setLocalError] = useState<string>();
  const previewUrl = useMemo(() => (value.file ? URL.createObjectURL(value.file) : undefined), [value.file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = previewUrl ?? (value.removed ? null : value.currentUrl);
  const message = localError ?? error;

  return (
    <Flex vertical gap={6} style={{ width }} data-testid={`image-field-${name}`}>
      <Typography.Text strong>{label}</Typography.Text>
      <div
        style={{
          width, height, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden',
          border: `1px ${shown ? 'solid' : 'dashed'} ${message ? token.colorError : token.colorBorder}`, borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
        }}
      >
        {shown ? <img src={shown} alt={label} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : (
          <Flex vertical align="center" gap={4} style={{ color: token.colorTextQuaternary }}>
            <PictureOutlined style={{ fontSize: 22 }} />
            <span style={{ fontSize: 12 }}>{value.removed ? t('company.image.removed') : t('company.noImage')}</span>
          </Flex>
        )}
      </div>
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
          <Button size="small" icon={<UploadOutlined />} data-testid={`choose-${name}`}>{shown ? t('company.image.replace') : t('company.image.choose')}</Button>
        </Upload>
        {shown ? (
          <Button
            size="small"
            icon={<DeleteOutlined />}
            onClick={() => {
              setLocalError(undefined);
              onChange({ ...value, file: null, removed: !!value.currentUrl });
            }}
          >
            {t('company.image.remove')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type={message ? 'danger' : 'secondary'} style={{ fontSize: 12 }} role={message ? 'alert' : undefined}>
        {message ?? help ?? t('company.help.imageRules')}
      </Typography.Text>
    </Flex>
  );
}
