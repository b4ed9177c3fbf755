import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rolePaths } from './roleLabels';

interface RolePageFrameProps {
  title: ReactNode;
  /** buttons on the right of the title */
  extra?: ReactNode;
  /** where the back arrow goes (default: the roles list) */
  back?: string;
  children: ReactNode;
}

/** The frame every role screen shares: back arrow, title, actions, then the content. */
export function RolePageFrame({ title, extra, back = rolePaths.list, children }: RolePageFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={
        <Flex align="center" gap={8} wrap>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('common.actions.back')} onClick={() => navigate(back)} />
          <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
        </Flex>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
