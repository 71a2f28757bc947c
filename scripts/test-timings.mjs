#!/usr/bin/env node
/**
 * Refreshes a table of test files' seconds (test/timings/*.json) from a Vitest JSON report, which
 * the runs' order reads (test/builders/slowest-first.ts):
 *   npx vitest run -c vitest.e2e.config.ts --reporter=json --outputFile=/tmp/e2e.json
 *   node scripts/test-timings.mjs /tmp/e2e.json test/timings/e2e.json
 * Only the files under the table's folder of tests are kept (test/server/ for server.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [report, table] = process.argv.slice(2);
if (!report || !table) {
  console.error('usage: node scripts/test-timings.mjs <vitest-json-report> <test/timings/NAME.json>');
  process.exit(2);
}
const folder = `test/${path.basename(table, '.json')}/`;
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const seconds = testResults
  .map((file) => [
    path.relative(process.cwd(), file.name).split(path.sep).join('/'),
    Math.round((file.endTime - file.startTime) / 100) / 10,
  ])
  .filter(([name]) => name.startsWith(folder))
  .sort((a, b) => b[1] - a[1]);
writeFileSync(table, `${JSON.stringify(Object.fromEntries(seconds), null, 1)}\n`);
console.log(`${table}: ${seconds.length} files`);
