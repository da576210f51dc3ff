import { logger } from '../log.ts';

/** Work started after an answer and not yet done (so a shutdown or a test can wait for it). */
const pending = new Set<Promise<void>>();

/**
 * Runs `task` once the current request has answered (on the next turn of the event loop), so its
 * time never shows in the answer: mail whose sending would tell who has an account (the password
 * reset). A failure is logged, never thrown at anyone.
 */
export function afterAnswer(name: string, task: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => {
    setImmediate(() => {
      task()
        .catch((error: unknown) => logger.error({ err: error }, `${name} failed after the answer`))
        .finally(resolve);
    });
  });
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves when every task started so far by `afterAnswer` has finished. */
export async function afterAnswerSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
