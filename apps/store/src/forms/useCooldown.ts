import { useEffect, useState } from 'react';

/**
 * A countdown in whole seconds for "send the code again": `start()` begins it (or `running` from the start), `remaining` is 0 when
 * the action may run again.
 */
export function useCooldown(
  seconds: number,
  { running = false }: { running?: boolean } = {},
): { remaining: number; start: () => void } {
  // `running`: the countdown starts with the component (a code was sent just before it appeared).
  const [now, setNow] = useState(() => Date.now());
  const [until, setUntil] = useState(() => (running ? Date.now() + seconds * 1_000 : 0));
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1_000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const remaining = Math.max(0, Math.ceil((until - now) / 1_000));
  return {
    remaining,
    start: () => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1_000);
    },
  };
}
