import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEAT_WARNING_RATIO, seatRatio } from '../../shared/subscription';

/** Seats used against contracted as a bar: amber from 80 %, red past 100 % (the one seat rule, contractLimit.ts). */
export function SeatsBar({ used, contracted }: { used: number; contracted: number }) {
  const { t } = useTranslation();
  const ratio = seatRatio(used, contracted);
  const percent = Number.isFinite(ratio) ? Math.round(ratio * 100) : 100;
  const status = ratio >= 1 ? 'exception' : 'normal';
  const color = ratio >= 1 ? undefined : ratio >= SEAT_WARNING_RATIO ? '#faad14' : undefined;
  return (
    <div data-testid="seats-bar">
      <Progress percent={Math.min(percent, 100)} status={status} strokeColor={color} format={() => `${percent} %`} />
      <Typography.Text type="secondary">{t('subscription.seatsOf', { used, contracted })}</Typography.Text>
    </div>
  );
}
