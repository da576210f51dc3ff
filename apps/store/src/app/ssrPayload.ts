// Apart from app/ssr.ts, whose code only the hydration chunk needs: main.tsx checks for the payload.
// The payload's type and element id are the render contract's (@bookstore/api-client/render).
export { SSR_PAYLOAD_ID, type SsrPayload } from '@bookstore/api-client/render';
