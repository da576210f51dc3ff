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
