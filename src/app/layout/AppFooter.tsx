import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_NAME, HELP_URL } from '../shell/config';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('common.footer.rights', { year: new Date().getFullYear(), name: APP_NAME })}
        {' · '}
        <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
          {t('common.menu.help')}
        </a>
      </Typography.Text>
    </Layout.Footer>
  );
}
