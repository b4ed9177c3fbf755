/** Time-and-attendance domain rules shared by the server and the browser; see README.md in this folder. */
export * from './types';
export { DEFAULT_GENERAL_CONFIG, UNSET, readGeneralConfig, graceMinutes, limitMinutes } from './generalConfig';
export { MAX_PAIRS, MAX_WORKDAY_MS } from './limits';
export { buildWorkdays } from './buildWorkdays';
export { dedupeMarks, DUPLICATE_WINDOW_MS, type TimedMark } from './dedupeMarks';
export { workdayHours, type WorkdayTimes, type WorkdayHours } from './workdayHours';
export { plannedWindow, plannedNetMinutes, maxWorkedMinutesFor, isWorkingShift } from './plannedShift';
export { nightMs } from './nightMinutes';
export { validateManualWorkday, type ManualWorkdayInput, type ManualWorkdayContext } from './validateManualWorkday';
export { validateMark, MARK_CLOCK_SKEW_MS } from './validateMark';
export { REGISTRY_TYPES, markTypesFor, isMarkTypeAllowed, type RegistryType } from './registryTypes';
export { shiftsOverlap, findShiftOverlaps, shiftOverlapErrors, overlappingShiftPairs, type PlacedShift } from './shiftOverlaps';
export { availabilityOverlaps, availabilityOverlapErrors, type AvailabilityRange } from './availabilityOverlaps';
export { toInstant, toLocal, localDateOf, startOfLocalDate, addDays, weekdayOf, parseInstant, isLocalDate, isLocalTime, isValidTimeZone } from './zonedTime';
