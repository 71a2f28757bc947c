// Extracts the UI messages (English source of truth) and compiles every locale's catalogue
// to the AST form react-intl renders without a runtime parser. Usage:
//   node scripts/i18n.mjs extract   → src/ui/i18n/messages/en.json
//   node scripts/i18n.mjs compile   → src/ui/i18n/compiled/<language>.json
import { execFileSync } from 'node:child_process';
import { readdirSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const messagesDir = path.join(root, 'src/ui/i18n/messages');
const compiledDir = path.join(root, 'src/ui/i18n/compiled');
const cli = path.join(root, 'node_modules/.bin/formatjs');
const run = (args) => execFileSync(cli, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const command = process.argv[2];
if (command === 'extract') {
  run(['extract', 'src/ui/**/*.{ts,tsx}', '--out-file', path.join(messagesDir, 'en.json'), '--format', 'simple']);
} else if (command === 'compile') {
  mkdirSync(compiledDir, { recursive: true });
  const files = readdirSync(messagesDir).filter((f) => f.endsWith('.json'));
  for (const f of files) {
    run(['compile', path.join(messagesDir, f), '--ast', '--format', 'simple', '--out-file', path.join(compiledDir, f)]);
  }
  process.stdout.write(`compiled ${files.length} message catalogues\n`);
} else {
  process.stderr.write('usage: node scripts/i18n.mjs extract|compile\n');
  process.exit(2);
}
