export * from './bands';
export * from './workforce';
