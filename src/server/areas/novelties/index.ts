export { noveltyHooks } from './noveltyHooks';
