import { useTranslation } from 'react-i18next';
import { CountBadge } from '../shell/menu/CountBadge';

/** Company › Inventory: how many articles are under repair (spec §2: menu items with something waiting). */
export default function RepairCountBadge() {
  const { t } = useTranslation();
  return (
    <CountBadge
      url="/inventory/getFiltered"
      method="post"
      body={{ limit: 1, filters: { status: { in: ['MANTAINANCE'] } } }}
      pick={(data) => (data as { count?: number } | undefined)?.count}
      tooltip={t('inventory.underRepairBadge')}
      testId="repair-badge"
    />
  );
}
