import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, useImageChoice } from '../shell/files/imageChoice';
import type { ImageState } from './companyApi';

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
  const { shown, message, choose, remove } = useImageChoice(value, onChange, error);

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
          beforeUpload={choose}
        >
          <Button size="small" icon={<UploadOutlined />} data-testid={`choose-${name}`}>{shown ? t('company.image.replace') : t('company.image.choose')}</Button>
        </Upload>
        {shown ? (
          <Button
            size="small"
            icon={<DeleteOutlined />}
            onClick={remove}
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
