/**
 * Times a large upload through the new path (uploads in parts) against a running demo API, and the API
 * process's memory while it happens: `pnpm --filter @bookstore/api upload:big -- --api URL --pid PID`.
 *
 * Signs in as the demo author (the 2-factor code read from /dev/mail.json), makes a draft audiobook,
 * and sends a generated MP3 of `--mb` MiB (default 1024) in parts, three at a time, as the store does:
 * each part's bytes are generated as they are sent (never the file in memory), PUT to the URL the API
 * signs (the bucket's presigned URL with MEDIA_STORE=s3, the API's own part URL on the local driver).
 * Then it completes the upload and polls the session until the worker's check is over. Meanwhile it
 * reads the API's /proc/<pid>/status every 100 ms: VmRSS (sampled peak) and VmHWM (peak since start).
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { TestClient } from '../test/helpers.ts';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:3000' },
    pid: { type: 'string' },
    mb: { type: 'string', default: '1024' },
  },
});
const api = values.api;
const size = Number(values.mb) * 1024 * 1024;
const CHUNK = 1024 * 1024;

interface Envelope<T> {
  data: T;
  message: string;
}

/** VmRSS and VmHWM of the API process, in MiB (null without --pid). */
function memory(): { rss: number; hwm: number } | null {
  if (!values.pid) return null;
  const status = readFileSync(`/proc/${values.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** The bytes of a 128 kbit/s MP3 of `size` bytes from `start`, generated a MiB at a time. */
function fileBytes(start: number, length: number): Readable {
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
  let at = start;
  const end = start + length;
  return new Readable({
    read() {
      if (at >= end) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(CHUNK, end - at));
      if (at < header.length) header.copy(chunk, 0, at, Math.min(header.length, at + chunk.length));
      at += chunk.length;
      this.push(chunk);
    },
  });
}

/** PUTs a generated part with its Content-Length (S3 refuses chunked parts); answers the ETag. */
function putPart(url: string, start: number, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'Content-Length': String(length) } }, (res) => {
      res.resume();
      res.on('end', () => {
        const etag = String(res.headers.etag ?? '').replace(/"/g, '');
        if (res.statusCode === 200 && etag) resolve(etag);
        else reject(new Error(`part PUT answered ${res.statusCode}`));
      });
    });
    req.on('error', reject);
    fileBytes(start, length).pipe(req);
  });
}

async function signIn(): Promise<TestClient> {
  const author = new TestClient(api);
  const { email } = DEMO_ACCOUNTS.author;
  const login = await author.post('/user/auth/spa/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const before = Date.now();
  await author.get('/api/user/auth/verification/get_code');
  for (;;) {
    const res = await fetch(`${api}/dev/mail.json?to=${encodeURIComponent(email)}&limit=1`);
    const mail = ((await res.json()) as { data: { code: string | null; created_at: string }[] }).data[0];
    if (mail?.code && new Date(mail.created_at).getTime() >= before - 1000) {
      const verified = await author.post('/api/user/selling/verify_2fa', { verification_code: mail.code });
      if (verified.status !== 200) throw new Error(`verify_2fa: ${verified.status}`);
      return author;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const author = await signIn();
const book = await author.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
  title: `A Very Long Audiobook ${Date.now()}`,
  type: 'audiobook',
});
const created = await author.post<Envelope<{ id: string; part_size: number; part_count: number }>>(
  '/api/user/uploads',
  {
    purpose: 'audiobook_track',
    book_uid: book.body.data.uid,
    title: 'All of it',
    file_name: 'all-of-it.mp3',
    size,
    type: 'audio/mpeg',
  },
);
if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
const { id, part_size, part_count } = created.body.data;

let peak = 0;
const baseline = memory();
const sampler = setInterval(() => {
  peak = Math.max(peak, memory()?.rss ?? 0);
}, 100);
const started = performance.now();
const etags = new Map<number, string>();
const queue = Array.from({ length: part_count }, (_, i) => i + 1);
await Promise.all(
  Array.from({ length: 3 }, async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const signed = await author.post<Envelope<{ url: string; size_bytes: number }>>(
        `/api/user/uploads/${id}/sign_part`,
        { part_number: n },
      );
      const url = new URL(signed.body.data.url, api).href;
      etags.set(n, await putPart(url, (n - 1) * part_size, signed.body.data.size_bytes));
    }
  }),
);
const sent = performance.now();
const parts = [...etags].sort(([a], [b]) => a - b).map(([part_number, etag]) => ({ part_number, etag }));
const completed = await author.post<Envelope<{ status: string }>>(`/api/user/uploads/${id}/complete`, {
  parts,
});
if (completed.status !== 202)
  throw new Error(`complete: ${completed.status} ${JSON.stringify(completed.body)}`);
let status = 'checking';
let message = '';
while (status === 'checking') {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const res = await author.get<Envelope<{ upload: { status: string } }>>(`/api/user/uploads/${id}`);
  status = res.body.data.upload.status;
  message = res.body.message;
}
const done = performance.now();
clearInterval(sampler);
const end = memory();
const mib = (n: number | undefined) => (n === undefined ? '?' : `${Math.round(n)} MiB`);
console.log(
  [
    `${values.mb} MiB in ${part_count} parts of ${part_size / 1024 / 1024} MiB: ${status} (${message})`,
    `parts sent in ${((sent - started) / 1000).toFixed(1)} s, complete and check ${((done - sent) / 1000).toFixed(1)} s, total ${((done - started) / 1000).toFixed(1)} s`,
    `API RSS before ${mib(baseline?.rss)}, sampled peak ${mib(peak || undefined)}, after ${mib(end?.rss)}; VmHWM ${mib(end?.hwm)}`,
  ].join('\n'),
);
