import { PictureOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** A stored company image (or its empty place) with its label, as /company shows it. */
export function ImageTile({ label, url, width = 200, height = 110, testId }: { label: string; url: string | null; width?: number; height?: number; testId?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={6} style={{ width }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{label}</Typography.Text>
      <div
        data-testid={testId}
        style={{
          width, height, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden',
          border: `1px ${url ? 'solid' : 'dashed'} ${token.colorBorder}`, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary,
        }}
      >
        {url ? (
          <img src={url} alt={label} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Flex vertical align="center" gap={4} style={{ color: token.colorTextQuaternary }}>
            <PictureOutlined style={{ fontSize: 22 }} />
            <span style={{ fontSize: 12 }}>{t('company.noImage')}</span>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
