import { rememberedReturnUrl } from './handoff';

/**
 * The way back to the partner page a cart hand-off came from (the `return` of the hand-off, kept for
 * this browser tab): shown at checkout and on the payment page the test payment returns to.
 */
export function PartnerReturn({ url = rememberedReturnUrl() }: { url?: string | undefined }) {
  if (!url) return null;
  return (
    <p>
      <a href={url}>Back to the shop you came from</a>
    </p>
  );
}
