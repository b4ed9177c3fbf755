export * from './bands';
export * from './workforce';
export * from './report';
