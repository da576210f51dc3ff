/**
 * API processes for the tests that run the server as `pnpm start` does (two-process, multi-process):
 * src/server.ts under tsx in a child process, configured entirely by its environment, on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TestClient } from './helpers.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts one API process (test/two-process-server.ts: the server without the demo seed) and waits for
 * its start-up line (the API's, or the worker's with API_ROLE=worker).
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child process of
  // its own, which a SIGKILL of the command leaves running (the kill would kill nothing).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@bookstore/source', 'test/two-process-server.ts'],
    {
      cwd: apiRoot,
      // LOG_LEVEL: the start-up line is what the test waits for (tests are otherwise silent).
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 60_000);
    const check = () => {
      if (/Bookstore (API|worker) on http:\/\//.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}):\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

export function stop(api: ApiProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    api.child.once('exit', () => resolve());
    api.child.kill(signal);
  });
}

/** The same signed-in browser, pointed at another process: its cookies go with it. */
export function sameBrowser(client: TestClient, url: string): TestClient {
  const other = new TestClient(url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}
