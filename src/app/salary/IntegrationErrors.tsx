import { Alert, Collapse, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementCheck } from './salaryApi';

/** What the payroll integration reported (spec §8): an expandable list, shown only when there is something. */
export function IntegrationErrors({ errors }: { errors: SettlementCheck['errors'] }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <Collapse
      data-testid="integration-errors"
      items={[{
        key: 'errors',
        label: <Alert type="warning" showIcon banner message={t('salary.integrationErrors', { count: errors.length })} style={{ padding: 0, background: 'none' }} />,
        children: <List size="small" dataSource={errors} renderItem={(e) => <List.Item><strong>{e.message}</strong>&nbsp;{e.detail}</List.Item>} />,
      }]}
    />
  );
}
