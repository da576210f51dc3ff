// The partner journey's page on another origin (tests/e2e/partners.spec.ts): its port, which the e2e
// server allows as a CORS origin (tests/playwright.config.ts), two after the store's by default.
const STORE_PORT = Number(process.env.PW_STORE_PORT ?? 3400);
export const PARTNER_HOST_PORT = Number(process.env.PW_PARTNER_HOST_PORT ?? STORE_PORT + 2);
