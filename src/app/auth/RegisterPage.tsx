import { MailOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SALES_EMAIL } from '../shell/config';
import { loginPath } from '../shell/session/loginPath';
import { AuthCard } from './AuthCard';

/** /auth/register — accounts are opened by the provider: this page says how to ask for one. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const subject = encodeURIComponent(t('auth.register.mailSubject'));
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} width={480}>
      <Typography.Paragraph>{t('auth.register.body')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        <a href={`mailto:${SALES_EMAIL}?subject=${subject}`}>
          <Button type="primary" block size="large" icon={<MailOutlined />}>
            {t('auth.register.contactSales')}
          </Button>
        </a>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {SALES_EMAIL}
        </Typography.Text>
        <Link to={loginPath()}>
          <Button type="link" block>
            {t('auth.register.haveAccount')}
          </Button>
        </Link>
      </Flex>
    </AuthCard>
  );
}
