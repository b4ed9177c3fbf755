import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "something went wrong" message, with a retry. */
export function ServerErrorResult({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('common.pages.serverError.subtitle')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      }
    />
  );
}
