/** Approval flows (issue 22 item 2): which flow a request follows and where it is on it — pure, no database. */
export * from './types';
export { unitChain, covers, managersFrom, roleHolders, fallbackApprovers } from './directory';
export { conditionsHold, matchFlow } from './conditions';
export { namedApprovers, resolveStep } from './resolveStep';
export { currentApprovers, startApproval, decideStep, escalate, refreshCurrentStep, type DecisionOutcome, type DecisionRefusal } from './approvalState';
export { parseFlowSteps, parseFlowConditions } from './parse';
export { anyDecision, repickFlow } from './repick';
