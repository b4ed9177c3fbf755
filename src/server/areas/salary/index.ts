import { envelopeHooks } from '../documentHub/envelopeHooks';
import { registerSalaryRoutes } from './salaryRoutes';

/** Settlements on the engine (resources/settlements.ts) plus the salary calls. */
export const settlementHooks = envelopeHooks(true, registerSalaryRoutes);
