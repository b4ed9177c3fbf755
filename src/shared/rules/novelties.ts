import { NOVELTY_MAX, noveltyUnit } from '../novelties';
import type { DomainRule } from './index';

/**
 * A novelty's quantity is positive and within what its unit allows in one month (hours ≤ 744, days ≤ 31); amounts
 * have at most two decimals.
 */
export const noveltyQuantity: DomainRule = (r) => {
  const q = r.quantity;
  if (typeof q !== 'number') return [];
  const unit = noveltyUnit(r.type);
  const cents = Math.round(q * 100);
  if (q <= 0 || q > NOVELTY_MAX[unit] || (unit === 'AMOUNT' && Math.abs(q * 100 - cents) > 1e-6)) {
    return [{ field: 'quantity', code: 'NOVELTY_QUANTITY_INVALID', message: 'errors.NOVELTY_QUANTITY_INVALID' }];
  }
  return [];
};
