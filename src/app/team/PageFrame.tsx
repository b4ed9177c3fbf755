import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The frame of the team area's own screens: optional back arrow, title, actions, then the content. */
export function PageFrame({ title, extra, back, children }: { title: ReactNode; extra?: ReactNode; back?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={
        <Flex align="center" gap={8} wrap>
          {back ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('common.actions.back')} onClick={() => navigate(back)} /> : null}
          <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
        </Flex>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
