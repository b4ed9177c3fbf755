export { postHooks } from './postHooks';
export { postCategoryHooks } from './categoryHooks';
export { billboardResourceHooks } from './resourceHooks';
export { audienceHooks } from './audienceHooks';
