import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the built shop on a fresh data folder (so first-start migration and seeding run for
 * real), waits for /health, and stops it with SIGTERM afterwards. Runs what production runs: the compiled server (`npm run build` first).
 * The shop sends its e-mails over SMTP_URL to an SMTP server here, which keeps each message as a
 * file in the folder the tests are given as `mailDir` (written whole, then renamed into place).
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

/** An SMTP server that keeps every message it accepts as a file in `dir`. */
const startMailbox = async (dir: string) => {
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const name = `${String(++n).padStart(5, '0')}.eml`;
        const part = path.join(dir, `.${name}`);
        writeFile(part, Buffer.concat(chunks))
          .then(() => rename(part, path.join(dir, name)))
          .then(() => done(), done);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { smtp, port: (smtp.server.address() as AddressInfo).port };
};

export default async function setup(project: TestProject) {
  dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-e2e-'));
  const mailDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const port = 3900 + Math.floor(Math.random() * 500);
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Every browser of the run is a shopper on the same address (127.0.0.1), two test files at a
      // time: the per-client render limit (one render and four waiting) is for one address flooding
      // the shop, and test/server/page-flood.test.ts checks it; here it would queue every test's pages
      // behind the other file's and refuse some.
      PAGE_RENDERS_PER_CLIENT: '8',
      PAGE_RENDER_QUEUE_PER_CLIENT: '32',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise<void>((resolve) => mailbox.smtp.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the e-mails the shop sent are kept, one .eml file each. */
    mailDir: string;
  }
}
