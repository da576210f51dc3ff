/** Origins of the widget suite: the API (and store), the partner host pages, the widget CDN. */
// `pnpm test` passes free ports when the usual ones are taken (scripts/test.mjs).
export const API_PORT = Number(process.env.PW_WIDGETS_API_PORT ?? 3172);
export const HOST_PORT = Number(process.env.PW_WIDGETS_HOST_PORT ?? 7100);
export const CDN_PORT = Number(process.env.PW_WIDGETS_CDN_PORT ?? 7102);
// The store is opened at `localhost`, as its README says (issue 39); the partner pages stay on 127.0.0.1.
export const API = `http://localhost:${API_PORT}`;
export const HOST = `http://127.0.0.1:${HOST_PORT}`;
export const CDN = `http://127.0.0.1:${CDN_PORT}`;

/** The partner pages' policy: no inline script or style anywhere, only the listed origins. */
export const HOST_CSP = [
  "default-src 'none'",
  `script-src 'self' ${CDN}`,
  "style-src 'self'",
  `img-src 'self' ${API}`,
  `media-src ${API}`,
  `connect-src ${API}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
