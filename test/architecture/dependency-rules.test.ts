import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './sources';

/**
 * The house's dependency rules (.dependency-cruiser.cjs, run by `npm run lint` in `npm test`):
 * the real tree holds them, every listed server crossing is still needed, and a planted
 * violation of each rule is caught, so a rule that stopped matching would show here.
 */
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const { SERVER_CROSSINGS } = createRequire(import.meta.url)(CONFIG) as { SERVER_CROSSINGS: { from: string; to: string }[] };

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
interface Cruise {
  summary: { violations: Violation[] };
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

const cruise = (cwd: string): Cruise => {
  const run = spawnSync(process.execPath, [CLI, 'src', 'server', '--config', CONFIG, '--output-type', 'json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout) as Cruise;
};

describe('the real tree', () => {
  let result: Cruise;
  beforeAll(() => {
    result = cruise(ROOT);
  }, 120_000);

  it('holds every dependency rule', () => {
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('still needs every listed crossing between server capabilities (the list only shrinks)', () => {
    const used = (from: string, to: string) =>
      result.modules.some(
        (m) => m.source.startsWith(`server/${from}/`) && m.dependencies.some((d) => d.resolved.startsWith(`server/${to}/`)),
      );
    expect(SERVER_CROSSINGS.filter((c) => !used(c.from, c.to)).map((c) => `${c.from} → ${c.to}`)).toEqual([]);
  });
});

/** Files of a throw-away tree, each breaking (or keeping) one rule. */
const PLANTED: Readonly<Record<string, string>> = {
  'src/domain/pure.ts': 'export const pure = 1;\n',
  'src/domain/reaches-out.ts': "import { flow } from '../application/flow';\nexport const y = flow;\n",
  'src/domain/uses-react.ts': "import { useState } from 'react';\nexport const z = useState;\n",
  'src/domain/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'src/domain/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'src/application/flow.ts':
    "import { setup } from 'xstate';\nimport { pure } from '../domain/pure';\nexport const flow = [setup, pure];\n",
  'src/application/uses-node.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
  'src/application/uses-fastify.ts': "import Fastify from 'fastify';\nexport const f = Fastify;\n",
  'src/adapters/http/client.ts': "import { View } from '../../ui/view';\nexport const c = View;\n",
  'src/adapters/http/clean.ts': 'export const clean = 1;\n',
  'src/ui/view.tsx': "import { clean } from '../adapters/http/clean';\nexport const View = clean;\n",
  'src/ui/entry-client.tsx': "import { clean } from '../adapters/http/clean';\nexport const root = clean;\n",
  'server/orders/pricing.ts': 'export const price = 1;\n',
  'server/newsletter/signup.ts': "import { price } from '../orders/pricing';\nexport const s = price;\n",
  'server/http/errors.ts': "import { price } from '../orders/pricing';\nexport const e = price;\n",
  'server/walls/wall.service.ts': "import { e } from '../http/errors';\nexport const w = e;\n",
  'server/catalogue/page.ts': "import { View } from '../../src/ui/view';\nexport const p = View;\n",
  'server/ssr/render.ts': "import { View } from '../../src/ui/view';\nexport const r = View;\n",
  'server/orders/test-only.ts': "import { describe } from 'vitest';\nexport const d = describe;\n",
  'server/orders/missing.ts': "import { gone } from './not-there';\nexport const m = gone;\n",
  'server/orders/checkout-provider.port.ts': 'export const payments = 1;\n',
  'server/demo/sandbox/provider.ts':
    "import { payments } from '../../orders/checkout-provider.port';\nexport const provider = payments;\n",
  'server/demo/sandbox/reaches-in.ts': "import { price } from '../../orders/pricing';\nexport const paid = price;\n",
  'server/demo/sandbox/composes.ts': "import { app } from '../../app';\nexport const c = app;\n",
  'server/orders/uses-the-sandbox.ts': "import { provider } from '../demo/sandbox/provider';\nexport const u = provider;\n",
  'server/app.ts': "import { provider } from './demo/sandbox/provider';\nexport const app = provider;\n",
  'src/testing/arbitrary.ts': "import { describe } from 'vitest';\nexport const t = describe;\n",
  'server/orders/uses-testing.ts': "import { t } from '../../src/testing/arbitrary';\nexport const u = t;\n",
};

describe('a planted violation of each rule', () => {
  let dir: string;
  let found: string[];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
    for (const [file, source] of Object.entries(PLANTED)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'planted',
        type: 'module',
        dependencies: { react: '*', xstate: '*', fastify: '*' },
        devDependencies: { vitest: '*' },
      }),
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { jsx: 'react-jsx', moduleResolution: 'bundler', module: 'esnext' } }),
    );
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    found = cruise(dir).summary.violations.map((v) => `${v.rule.name}: ${v.from}`);
  }, 120_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['services-know-no-http', 'server/walls/wall.service.ts'],
    ['domain-is-pure', 'src/domain/reaches-out.ts'],
    ['domain-is-pure', 'src/domain/uses-react.ts'],
    ['application-is-headless', 'src/application/uses-node.ts'],
    ['application-is-headless', 'src/application/uses-fastify.ts'],
    ['adapters-point-inwards', 'src/adapters/http/client.ts'],
    ['ui-renders-only', 'src/ui/view.tsx'],
    ['server-newsletter-stays-in-its-capability', 'server/newsletter/signup.ts'],
    ['server-shared-stays-shared', 'server/http/errors.ts'],
    ['server-renders-the-view-only-in-ssr', 'server/catalogue/page.ts'],
    ['no-circular', 'src/domain/cycle-a.ts'],
    ['no-dev-dependency-in-production-code', 'server/orders/test-only.ts'],
    ['no-unresolvable-import', 'server/orders/missing.ts'],
    ['demo-only-through-the-composition-root', 'server/orders/uses-the-sandbox.ts'],
    ['demo-never-composes', 'server/demo/sandbox/composes.ts'],
    ['providers-reach-orders-only-through-the-port', 'server/demo/sandbox/reaches-in.ts'],
    ['testing-entry-stays-out-of-the-shop', 'server/orders/uses-testing.ts'],
  ])('%s catches %s', (rule, file) => {
    expect(found).toContain(`${rule}: ${file}`);
  });

  it("lets the allowed imports through: xstate in the application, adapters from the entry, the view from ssr, the demo from the root, and the demo's adapters to the ports they implement", () => {
    for (const file of [
      'src/application/flow.ts',
      'src/ui/entry-client.tsx',
      'server/ssr/render.ts',
      'src/domain/pure.ts',
      'server/app.ts',
      'server/demo/sandbox/provider.ts',
      'src/testing/arbitrary.ts',
    ]) {
      expect(found.filter((f) => f.endsWith(`: ${file}`))).toEqual([]);
    }
  });
});
