/**
 * The mutation run's gate per domain folder: reads Stryker's JSON report, prints the score of
 * every folder under src/domain and fails when one is below 90 % or the whole is below 95 %
 * (Stryker's own `thresholds.break` checks the whole too; a folder cannot hide behind the rest).
 *
 *   node scripts/mutation/folder-scores.mjs [reports/mutation/domain.json]
 */
import { readFileSync } from 'node:fs';
import { calculateMutationTestMetrics } from 'mutation-testing-metrics';

const FOLDER_MIN = 90;
const OVERALL_MIN = 95;

const path = process.argv[2] ?? 'reports/mutation/domain.json';
let report;
try {
  report = JSON.parse(readFileSync(path, 'utf8'));
} catch (e) {
  // An unreadable report is a failed run, never a pass.
  console.error(`No mutation report at ${path}: ${e.message}`);
  process.exit(1);
}

const { systemUnderTestMetrics: root } = calculateMutationTestMetrics(report);

/** Every folder of the tree, by its path, with its metrics. */
const folders = (node, prefix) =>
  node.childResults
    .filter((c) => c.childResults.length > 0)
    .flatMap((c) => {
      const name = prefix ? `${prefix}/${c.name}` : c.name;
      return [[name, c.metrics, c], ...folders(c, name)];
    });

/** Mutants left out by the equivalent-mutant checker (Stryker labels them compile errors). */
const equivalent = (node) =>
  (node.file?.mutants ?? []).filter((m) => m.status === 'CompileError' && m.statusReason?.startsWith('equivalent:')).length +
  node.childResults.reduce((n, c) => n + equivalent(c), 0);

const pct = (n) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(2)} %`);
const rows = [...folders(root, ''), ['all', root.metrics, root]];
console.log('| folder | score | covered score | killed | survived | no coverage | ignored | equivalent |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, m, node] of rows) {
  console.log(
    `| ${name} | ${pct(m.mutationScore)} | ${pct(m.mutationScoreBasedOnCoveredCode)} | ${m.killed + m.timeout} | ${m.survived} | ${m.noCoverage} | ${m.ignored} | ${equivalent(node)} |`,
  );
}

const failures = [
  ...rows
    .filter(([name, m]) => name !== 'all' && m.mutationScore < FOLDER_MIN)
    .map(([name, m]) => `${name} ${pct(m.mutationScore)} < ${FOLDER_MIN} %`),
  ...(root.metrics.mutationScore < OVERALL_MIN || Number.isNaN(root.metrics.mutationScore)
    ? [`all ${pct(root.metrics.mutationScore)} < ${OVERALL_MIN} %`]
    : []),
];
if (failures.length > 0) {
  console.error(`Mutation score too low: ${failures.join('; ')}`);
  process.exit(1);
}
