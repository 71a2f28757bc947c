// The built shop as the benches run it: its own process with the Node flags and environment defaults of `npm run serve`
// (package.json is their one source), answered once /health says so.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SERVE = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts.serve.split(/\s+/);
const SERVE_FLAGS = SERVE.filter((a) => a.startsWith('--'));
/** The environment defaults the script sets (`NAME=${NAME:-value}`), unless this process's environment sets them. */
const SERVE_ENV = Object.fromEntries(
  SERVE.flatMap((a) => {
    const m = /^([A-Z_]+)=\$\{\1:-([^}]*)\}$/.exec(a);
    return m ? [[m[1], process.env[m[1]] ?? m[2]]] : [];
  }),
);

/** Starts `<dist>/server/main.js` on 127.0.0.1:`port`; `env` adds to the process's own; answers the child and its start in seconds. */
export const startShop = async ({ port, dist = path.join(root, 'dist'), env = {}, nodeFlags = [] }) => {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...SERVE_FLAGS, ...nodeFlags, path.join(dist, 'server/main.js')], {
    cwd: root,
    env: { ...process.env, ...SERVE_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('shop exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, seconds: (performance.now() - t0) / 1000 };
};

/** Stops a shop started by startShop and waits for its exit. */
export const stopShop = (child) =>
  new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });

/** The resident memory of a process, in MB. */
export const rssMb = async (pid) => Number((await readFile(`/proc/${pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+)/)[1]) / 1024;

/** CPU time a process has used so far, all its threads, user and system, in seconds (Linux clock ticks of 1/100 s). */
export const cpuSeconds = async (pid) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
