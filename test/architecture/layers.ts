import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The dependency rule of the hexagon (ARCHITECTURE.md): imports point inwards only.
 * Returns one line per violation; an empty list means the layers hold.
 */
export const ROOT = path.resolve(__dirname, '../..');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

export const importsOf = (source: string): string[] =>
  [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).filter(Boolean);

const layerOf = (file: string): string => {
  const rel = path.relative(ROOT, file).split(path.sep);
  return rel[0] === 'src' ? `src/${rel[1]}` : rel[0]!;
};

export interface Rule { readonly from: string; readonly check: (target: { layer: string; spec: string; file: string }) => string | undefined }

const COMPOSITION_ROOTS = ['src/ui/entry-client.tsx', 'src/ui/entry-server.tsx'];

export const RULES: readonly Rule[] = [
  { from: 'src/domain', check: ({ layer, spec }) =>
    spec.startsWith('.') ? (layer === 'src/domain' ? undefined : `domain imports ${layer}`)
    : /^(fp-ts|io-ts)(\/|$)/.test(spec) ? undefined : `domain imports package ${spec}` },
  { from: 'src/application', check: ({ layer, spec }) =>
    spec.startsWith('.') ? (['src/domain', 'src/application'].includes(layer) ? undefined : `application imports ${layer}`)
    : /^(react|react-dom|@xstate\/react|inversify|wouter)(\/|$)/.test(spec) ? `application imports ${spec}` : undefined },
  { from: 'src/adapters', check: ({ layer }) => (layer === 'src/ui' || layer === 'server' ? `adapters import ${layer}` : undefined) },
  { from: 'src/ui', check: ({ layer, file }) =>
    layer === 'server' ? 'ui imports server'
    : layer === 'src/adapters' && !COMPOSITION_ROOTS.includes(path.relative(ROOT, file)) ? 'ui reaches adapters outside the composition root'
    : undefined },
];

const DOM_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator)\s*\./;

export const violations = (files: readonly string[] = walk(path.join(ROOT, 'src'))): string[] => {
  const out: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    const source = readFileSync(file, 'utf8');
    if ((from === 'src/domain' || from === 'src/application') && DOM_GLOBALS.test(source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) {
      out.push(`${path.relative(ROOT, file)}: uses a DOM global`);
    }
    for (const rule of RULES.filter((r) => r.from === from)) {
      for (const spec of importsOf(source)) {
        const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
        const problem = rule.check({ layer: spec.startsWith('.') ? layerOf(target) : '', spec, file });
        if (problem) out.push(`${path.relative(ROOT, file)}: ${problem} (${spec})`);
      }
    }
  }
  return out;
};
