/** Rule 7: a route naming a guard that does not exist is a 500 "Unknown middleware". */
export class UnknownGuardError extends Error {
  override readonly name = 'UnknownGuardError';
  readonly status = 500;
  readonly guard: string;
  constructor(guard: string) {
    super('Unknown middleware');
    this.guard = guard;
  }
}

/**
 * Not a path: a guard answering this shows the Not Found page where the page was asked for (the back
 * office does not tell a non-operator that it exists). Here, not in guards.ts: the loader, which loads
 * with every route, needs it, and the registry loads lazily.
 */
export const NOT_FOUND = '#not-found';
