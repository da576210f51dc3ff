#!/usr/bin/env node
// A small static file server for built output (Storybook, widget host pages) used by the
// Playwright suites. Usage: node scripts/serve-static.mjs <dir> <port> [--spa] [--header "Name: value"]...
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.epub': 'application/epub+zip',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

const [dirArg, portArg, ...rest] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: serve-static.mjs <dir> <port> [--spa] [--header "Name: value"]');
  process.exit(2);
}
const root = resolve(dirArg);
const spa = rest.includes('--spa');
const headers = {};
rest.forEach((arg, i) => {
  if (arg === '--header' && rest[i + 1]) {
    const [name, ...value] = rest[i + 1].split(':');
    headers[name.trim()] = value.join(':').trim();
  }
});

function fileFor(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (existsSync(file)) return file;
  return spa ? join(root, 'index.html') : undefined;
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = fileFor(url.pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain', ...headers }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    ...headers,
  });
  createReadStream(file).pipe(res);
}).listen(Number(portArg), '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${portArg}`);
});
