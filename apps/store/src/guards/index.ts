// The guards' registry lives in ./guards and loads lazily through the loader; import it directly
// (not through this file) only where it is needed at once.
export { guardLoader } from './loader';
export type { Guard, GuardContext, GuardName } from './guards';
