export * from './icons';
/** The kit's icon factory, for packages drawing their own icons the same way (the widgets' player). */
export { createIcon } from './createIcon';
