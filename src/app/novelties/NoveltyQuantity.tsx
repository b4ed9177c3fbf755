import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { noveltyUnit, type NoveltyUnit } from '../../shared/novelties';

/** "8,5 h", "3 d", "150,00": a quantity in its unit, in the reader's language. */
export function formatQuantity(value: number, unit: NoveltyUnit, locale: string, t: TFunction): string {
  if (unit === 'AMOUNT') return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return t(`novelties.units.${unit}`, { n });
}

/** A novelty's quantity as its type measures it (list cell, show page). */
export function NoveltyQuantity({ value, type }: { value: unknown; type: unknown }) {
  const { t, i18n } = useTranslation();
  if (typeof value !== 'number') return null;
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatQuantity(value, noveltyUnit(type), i18n.language, t)}</span>;
}
