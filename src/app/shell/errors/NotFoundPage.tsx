import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /auth/404 — every unknown route ends here (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('common.pages.notFound.subtitle')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.actions.goHome')}</Button>
        </Link>
      }
    />
  );
}
