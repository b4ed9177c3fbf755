/** Collaborator import: the file's columns, CSV, and the checks every row passes (browser and server alike). */
export * from './api';
export * from './cellError';
export * from './columns';
export * from './csv';
export * from './dates';
export * from './documentNumbers';
export * from './fileChecks';
export * from './headers';
export * from './overlayColumns';
export * from './rowChecks';
export * from './textDecoding';
