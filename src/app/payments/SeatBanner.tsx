import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isAdminLevel } from '../../shared/roles';
import { SEAT_WARNING_RATIO, seatRatio, type SubscriptionView } from '../../shared/subscription';
import { useSession } from '../shell/session/useSession';
import { subscriptionApi } from './subscriptionApi';

/**
 * In the app shell, for admin-level users: a warning from 80 % of the contracted users, an error past 100 % (spec §8),
 * with the way to the subscription. Read again when the page changes (a create or an import may have used a seat).
 */
export function SeatBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const role = session?.user?.role ?? '';
  const [sub, setSub] = useState<Pick<SubscriptionView, 'seatsUsed' | 'seatsContracted'> | null>(null);
  useEffect(() => {
    if (!isAdminLevel(role)) return undefined;
    const ac = new AbortController();
    subscriptionApi.get(ac.signal).then(setSub, () => undefined);
    return () => ac.abort();
  }, [role, pathname]);
  if (!sub || !isAdminLevel(role)) return null;
  const ratio = seatRatio(sub.seatsUsed, sub.seatsContracted);
  if (ratio < SEAT_WARNING_RATIO) return null;
  const values = { used: sub.seatsUsed, contracted: sub.seatsContracted, percent: Math.round(ratio * 100) };
  return (
    <Alert
      data-testid="seat-banner"
      banner
      type={ratio >= 1 ? 'error' : 'warning'}
      message={ratio >= 1 ? t('subscription.warning100', values) : t('subscription.warning80', values)}
      action={pathname === '/payments' ? undefined : <Link to="/payments">{t('subscription.seePayments')}</Link>}
    />
  );
}
