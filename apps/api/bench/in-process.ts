/**
 * The API process's own CPU per request, one request at a time through the app (`app.request`): what
 * bench/page-cpu.ts and bench/call-cpu.ts print for each call.
 */

/** What a caller measures beside the CPU: started before the measured runs, its words added after. */
export interface MeasuredAlongside {
  start: () => Promise<void> | void;
  /** Words added to the call's line (e.g. "12.0 statements/request"), given the runs. */
  stop: (runs: number) => Promise<string> | string;
}

/** Requests `url(i)` `runs` times after a warm-up (up to 50), printing CPU and wall time per request. */
export async function cpuPerRequest(
  name: string,
  url: (i: number) => string,
  request: (url: string) => Response | Promise<Response>,
  runs: number,
  alongside?: MeasuredAlongside,
): Promise<void> {
  const get = async (i: number) => {
    const res = await request(url(i));
    if (res.status !== 200) throw new Error(`${url(i)} answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < Math.min(runs, 50); i += 1) await get(i);
  await alongside?.start();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await get(i);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  const more = alongside ? `, ${await alongside.stop(runs)}` : '';
  console.log(
    `${name.padEnd(13)} cpu ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms/request, ` +
      `wall ${(wall / runs).toFixed(2)} ms${more}`,
  );
}
