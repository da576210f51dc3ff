#!/usr/bin/env node
// Serves the demo partner page (demo/) and the built widgets (dist/ under /widgets/) on their own
// origin, under a strict Content-Security-Policy, against the API at API_URL.
// Usage: pnpm widgets:demo   (API_URL=http://localhost:3000 STORE_URL=... DEMO_PORT=7150)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = (process.env.API_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const store = (process.env.STORE_URL ?? api).replace(/\/+$/, '');
const port = Number(process.env.DEMO_PORT ?? 7150);
const origin = `http://127.0.0.1:${port}`;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
};
const csp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' ${api}`,
  `media-src ${api}`,
  `connect-src ${api}`,
  "base-uri 'none'",
].join('; ');

function fileFor(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = safe.startsWith('/widgets/')
    ? join(pkg, 'dist', safe.slice('/widgets/'.length))
    : join(pkg, 'demo', safe === '/' ? 'index.html' : safe);
  if (!file.startsWith(pkg) || !existsSync(file) || statSync(file).isDirectory()) return undefined;
  return file;
}

createServer((req, res) => {
  const file = fileFor(new URL(req.url ?? '/', origin).pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': csp,
    'cache-control': 'no-cache',
  };
  if (file.endsWith('index.html')) {
    res
      .writeHead(200, headers)
      .end(readFileSync(file, 'utf8').replaceAll('__API__', api).replaceAll('__STORE__', store));
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(`Partner demo on ${origin} (API ${api}, store ${store}).`);
  console.log(`The API must allow this origin: start it with CORS_ORIGINS=${origin}`);
});
