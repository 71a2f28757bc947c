import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts the built shop on a fresh data folder (so first-start migration and seeding run for
 * real), waits for /health, and stops it with SIGTERM afterwards. Runs what production runs: the compiled server (`npm run build` first).
 */
let server: ChildProcess | undefined;
let dataDir = '';

// First start migrates and seeds the demo catalogue: over two minutes on a busy two-core machine.
const waitForHealth = async (url: string, child: ChildProcess, timeoutMs = 300_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('shop did not become healthy in time');
};

export default async function setup(project: TestProject) {
  dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 500);
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
