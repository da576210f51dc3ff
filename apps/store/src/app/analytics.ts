/**
 * Loads the analytics script named by configuration (VITE_ANALYTICS_SRC); without it nothing loads.
 * The script is async so it never holds up the page, and loads once.
 */
export function loadAnalytics(
  src: string | undefined = import.meta.env.VITE_ANALYTICS_SRC,
): HTMLScriptElement | null {
  if (!src || typeof document === 'undefined') return null;
  const existing = document.querySelector<HTMLScriptElement>('script[data-analytics]');
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.analytics = '';
  document.head.append(script);
  return script;
}
