#!/usr/bin/env node
// `pnpm dev`: the reference API (reloading on change) and the store's Vite dev server together.
// The store proxies API paths to the API, so the browser sees one origin: http://localhost:3000.
import concurrently from 'concurrently';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'pnpm --filter @bookstore/api dev',
      // No PUBLIC_URL: the links the store follows are root-relative, so they stay on the dev server
      // (which proxies the API) at localhost or 127.0.0.1 alike; absolute ones name localhost (issue 39).
      env: { PORT: String(apiPort) },
      prefixColor: 'blue',
    },
    {
      name: 'store',
      command: `pnpm --filter @bookstore/store dev --port ${port} --strictPort`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
      prefixColor: 'magenta',
    },
  ],
  { killOthersOn: ['failure'], restartTries: 0 },
);
result.catch(() => process.exit(1));
