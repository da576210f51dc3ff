/**
 * What a page shows while the first screen's chunk (and its guards) load on a full page load: the
 * layout around it (header, preference bar, footer) paints at once and starts its own fetches. The
 * main area is at least a screen tall, so the screen's arrival moves nothing the visitor can see.
 */
export function ScreenPlaceholder() {
  return <div aria-busy="true" />;
}
