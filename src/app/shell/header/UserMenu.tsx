import { EditOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGo, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession';
import { lockSession } from '../session/lock';

/** Greeting, position, edit profile, lock and log out (spec §2). */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const go = useGo();
  const { mutate: logout } = useLogout();
  if (!user) return null;
  const initials = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || undefined;

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <EditOutlined />, label: t('common.header.editProfile') },
          { key: 'lock', icon: <LockOutlined />, label: t('common.header.lock') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('common.header.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') go({ to: '/profile' });
          if (key === 'lock') {
            lockSession(user);
            go({ to: '/auth/lockscreen', type: 'replace' });
          }
          if (key === 'logout') logout();
        },
      }}
    >
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={compact ? t('common.header.userMenu') : undefined}
        style={{ height: 'auto', paddingBlock: 4, paddingInline: 8 }}
      >
        <Flex align="center" gap={10}>
          <Avatar src={user.imageUrl || undefined} icon={initials ? undefined : <UserOutlined />} style={{ background: '#d9f9e8', color: '#0b3b24', flex: 'none' }}>
            {initials}
          </Avatar>
          {compact ? null : (
            <Flex vertical align="flex-start" style={{ lineHeight: 1.25, minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
                {t('common.header.greeting', { name: user.firstName || user.username })}
              </Typography.Text>
              {user.position ? (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 180 }}>
                  {user.position}
                </Typography.Text>
              ) : null}
            </Flex>
          )}
        </Flex>
      </Button>
    </Dropdown>
  );
}
