export * from './articleStates';
