import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on: `preferred` when it is free, else one the system picks
 * (0, the default, always lets the system pick). A stray server on a usual port never fails a run.
 */
export function freePort(preferred = 0) {
  const listen = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.unref();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
  return listen(preferred).then((port) => port ?? listen(0));
}
