/** Absence and vacation rules shared by the server and the browser; see README.md in this folder. */
export * from './types';
export * from './vacationMatrix';
export * from './ledgerTypes';
export { fieldError } from './fieldError';
export { dayNumber, dateOfDayNumber, addMonths, daysInMonth, datesBetween } from './calendarDays';
export { toCents, fromCents, round2 } from './cents';
export { specialDayConcerns, specialDayFallsOn, specialDaysOn } from './specialDays';
export {
  countRequestDays, partDayShare, mondayToFriday, UNKNOWN_PLAN_PART_DAY,
  type DayCountContext, type DayCount, type CountedDate, type SkippedDate,
} from './countDays';
export { requestsCollide, findCollisions, collisionErrors } from './collisions';
export {
  requestShapeErrors, limitErrors, vacationPrerequisiteErrors, validateAbsenceRequest,
  type AbsenceRequestContext, type AbsenceRequestCheck,
} from './validateRequest';
export { reviewTransition, type ReviewHistoryEntry, type ReviewOutcome, type ReviewOptions, type ReviewRefusal } from './reviewTransition';
export { BAND_START_YEARS, anniversary, seniorityOn, bandForYears, bandOn } from './seniority';
export { cycleAt, cycleStart, cycleIndexOn, cyclesThrough, cycleExpiresOn, type VacationCycle } from './cycles';
export { computeLedger } from './ledger';
export { vacationShortfall, vacationBalanceErrors, type VacationBalanceInput, type VacationShortfall } from './balanceCheck';
