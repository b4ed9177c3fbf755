import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../shared/absences';
import { formatDate } from '../engine/render/formatDate';
import { formatNumber } from '../shell/locale/formatNumber';

/** A ledger entry's cause in words (the API gives it machine-readable: rule, band, dates, request, note). */
export function useCauseText(dateFormat: string): (entry: LedgerEntry) => string {
  const { t } = useTranslation();
  return useCallback((entry: LedgerEntry) => {
    const c = entry.cause;
    const date = (d: string) => formatDate(d, dateFormat);
    switch (c.rule) {
      case 'REQUEST':
        return t(entry.kind === 'RESERVED' && c.status === 'PENDING' ? 'vacation.causes.REQUEST_PENDING' : 'vacation.causes.REQUEST', { from: date(c.from), to: date(c.to) });
      case 'ADJUSTMENT':
        return t('vacation.causes.ADJUSTMENT', { note: c.note ?? '' });
      case 'EXPIRY':
        return t('vacation.causes.EXPIRY', { cycleEnd: date(c.cycleEnd) });
      default: {
        const key = c.rule === 'ALL_AT_ONCE' && c.prorated ? 'ALL_AT_ONCE_prorated' : c.rule;
        return t(`vacation.causes.${key}`, {
          band: t(`vacation.bands.${c.band}`), bandDays: formatNumber(c.bandDays), from: date(c.from), to: date(c.to),
          workedDays: 'workedDays' in c ? c.workedDays : '',
        });
      }
    }
  }, [t, dateFormat]);
}
