import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../shell/menu/MainMenu';
import { SIDER_WIDTH } from '../shell/config';
import { Logo } from './Logo';

/** The menu below 768 px: a left drawer (spec §2). */
export function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={SIDER_WIDTH}
      closable={false}
      title={<Logo compact={false} />}
      aria-label={t('common.menu.title')}
      styles={{ body: { padding: '8px 0' }, header: { padding: '12px 16px' } }}
      data-testid="menu-drawer"
    >
      <MainMenu onNavigate={onClose} />
    </Drawer>
  );
}
