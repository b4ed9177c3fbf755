import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SENIORITY_BANDS, type VacationExpiry, type VacationMatrix } from '../../shared/absences';
import { formatNumber } from '../shell/locale/formatNumber';

/** A matrix's days per seniority band, in words ("1 a 5 años: 22"). */
export function BandsValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const bands = (value ?? {}) as Partial<VacationMatrix['bands']>;
  return (
    <Space size={[4, 4]} wrap>
      {SENIORITY_BANDS.map((b) => <Tag key={b}>{t(`vacationmatrices.fields.${b}`)}: {formatNumber(bands[b] ?? 0)}</Tag>)}
    </Space>
  );
}

/** When what is left of a cycle expires, in words. */
export function ExpiryValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const expiry = (value ?? { kind: 'NEVER' }) as VacationExpiry;
  const kind = t(`vacationmatrices.enums.kind.${expiry.kind}`);
  if (expiry.kind === 'MONTHS_AFTER_CYCLE') return <>{kind}: {expiry.months}</>;
  if (expiry.kind === 'CYCLES_AFTER') return <>{kind}: {expiry.cycles}</>;
  return <>{kind}</>;
}
