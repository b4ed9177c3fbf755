import { formatNumber } from '../shell/locale/formatNumber';

/** "7 h 05 min", "45 min", "8 h": whole minutes as a person reads a duration (hours in the locale's digits). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const m = Math.abs(Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (!h) return `${sign}${rest} min`;
  return rest ? `${sign}${formatNumber(h, 0)} h ${String(rest).padStart(2, '0')} min` : `${sign}${formatNumber(h, 0)} h`;
}
