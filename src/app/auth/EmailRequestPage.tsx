import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../providers/http';
import { loginPath } from '../shell/session/loginPath';
import { AuthCard } from './AuthCard';

interface EmailRequestPageProps {
  /** API path receiving `{ email }` */
  endpoint: string;
  /** i18n prefix: `<prefix>.title`, `.subtitle`, `.submit`, `.sentTitle`, `.sent` */
  texts: string;
}

/**
 * "Send me a mail" pages (forgot password, forgot username). The same confirmation is shown whatever the server
 * answers, so the page never tells whether an account exists.
 */
export function EmailRequestPage({ endpoint, texts }: EmailRequestPageProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setPending(true);
    await request(endpoint, { method: 'POST', body: { email: email.trim() } }).catch(() => undefined);
    setPending(false);
    setSentTo(email.trim());
  };

  const back = (
    <Link to={loginPath()}>
      <Button type={sentTo ? 'primary' : 'link'} block={!sentTo}>
        {t('auth.backToLogin')}
      </Button>
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={t(`${texts}.sentTitle`)}>
        <Result status="success" icon={<MailOutlined />} subTitle={t(`${texts}.sent`, { email: sentTo })} extra={back} style={{ padding: 0 }} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)}>
      <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={submit} disabled={pending} size="large">
        <Form.Item
          name="email"
          label={t('auth.email')}
          rules={[
            { required: true, message: t('auth.validation.emailRequired') },
            { type: 'email', message: t('auth.validation.email') },
          ]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoFocus placeholder={t('auth.emailPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending} style={{ marginBottom: 8 }}>
          {t(`${texts}.submit`)}
        </Button>
        {back}
      </Form>
    </AuthCard>
  );
}
