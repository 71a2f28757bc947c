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

/**
 * The server as a hexagon too (ARCHITECTURE "The server"): one folder per capability; a
 * capability imports its own files, the shared pieces (`server/http`, `server/db`), the
 * configuration and the composed services, and src/ — never another capability's files, except
 * the crossings listed here, each with the reason it stands. Only `server/ssr` renders src/ui.
 * The composition roots (app.ts, main.ts, services.ts) wire everything.
 */
export const SERVER_SHARED = ['http', 'db'];
const SERVER_ROOT_FILES_ANYONE_MAY_IMPORT = ['config', 'services'];

export interface Crossing { readonly from: string; readonly to: string; readonly why: string }

export const SERVER_CROSSINGS: readonly Crossing[] = [
  { from: 'sandbox', to: 'orders', why: "the embedded default adapter of the orders capability's CheckoutProvider port" },
  { from: 'orders', to: 'sandbox', why: 'providers.ts picks the configured provider adapter (CHECKOUT_PROVIDER)' },
  { from: 'ssr', to: 'catalogue', why: "the render's in-process PosterCatalog adapts the catalogue service and its filter parsing" },
  { from: 'seed', to: 'media', why: 'the seed names the generated artwork it plants' },
  { from: 'orders', to: 'giftcards', why: 'paying draws gift cards down and issues bought ones in the same transaction' },
  { from: 'sandbox', to: 'giftcards', why: "the provider's receipt shows an issued gift card's code" },
  { from: 'orders', to: 'newsletter', why: 'commerce.routes.ts mounts the newsletter routes with the shop routes' },
  { from: 'orders', to: 'uploads', why: 'personalised lines keep the uploaded photo (MediaStore port)' },
  { from: 'orders', to: 'personalisation', why: 'an order keeps the template values of its personalised lines' },
  { from: 'personalisation', to: 'orders', why: 'print files are made for paid orders' },
  { from: 'personalisation', to: 'uploads', why: 'print files are stored through the MediaStore port' },
  { from: 'catalogue', to: 'content', why: 'categories and products carry their translated texts' },
  { from: 'content', to: 'artists', why: 'content routes answer artist pages' },
  { from: 'content', to: 'catalogue', why: 'content answers carry the store context of the catalogue' },
  { from: 'artists', to: 'auth', why: "artist routes run behind the session guard, on the session's account" },
  { from: 'artists', to: 'uploads', why: 'posters and avatars go through the MediaStore port and the image checks' },
  { from: 'artists', to: 'seed', why: "an uploaded poster's slug follows the catalogue's slug rule, kept with the seed" },
  { from: 'artists', to: 'moderation', why: 'marketplace.ts mounts the review routes with the artist routes' },
  { from: 'artists', to: 'sandbox', why: 'marketplace.ts mounts the embedded wallet provider when no issuer is configured' },
  { from: 'moderation', to: 'auth', why: 'reviewers are sessions with the reviewer role' },
  { from: 'sandbox', to: 'auth', why: "the embedded wallet provider keeps its signing key as a server secret" },
  { from: 'orders', to: 'artists', why: "a paid order books the artists' commissions in the same transaction (spec §3 account transaction)" },
];

/** src/ui modules the server may use outside server/ssr: the HTML document helpers (escaping, the bare page shell). */
const UI_SHARED_WITH_SERVER = ['src/ui/document.ts', 'src/ui/document.tsx'];

const capabilityOf = (rel: readonly string[]): string => (rel.length > 2 ? rel[1]! : `(root)/${rel[1]!.replace(/\.(ts|js)$/, '')}`);

const serverProblem = (file: string, target: string): { problem?: string; crossing?: Crossing } => {
  const from = capabilityOf(path.relative(ROOT, file).split(path.sep));
  const rel = path.relative(ROOT, target).split(path.sep);
  if (rel[0] === 'src') {
    const shared = UI_SHARED_WITH_SERVER.some((f) => path.relative(ROOT, target).replace(/\.js$/, '') === f.replace(/\.tsx?$/, ''));
    return rel[1] === 'ui' && from !== 'ssr' && !shared ? { problem: 'server imports src/ui outside server/ssr' } : {};
  }
  if (rel[0] !== 'server') return {};
  const to = capabilityOf(rel);
  if (from.startsWith('(root)/') || to === from) return {};
  if (to.startsWith('(root)/')) {
    return SERVER_ROOT_FILES_ANYONE_MAY_IMPORT.includes(to.slice('(root)/'.length)) ? {} : { problem: `${from} imports the composition root ${to}` };
  }
  if (SERVER_SHARED.includes(to)) return {};
  const crossing = SERVER_CROSSINGS.find((c) => c.from === from && c.to === to);
  if (crossing) return { crossing };
  if (SERVER_SHARED.includes(from)) return { problem: `shared server/${from} reaches into ${to}` };
  return { problem: `${from} reaches into ${to}` };
};

const DOM_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator)\s*\./;

/** A file to check: a path read from disk, or a path with its text (a probe that is never written). */
export type SourceFile = string | { readonly file: string; readonly source: string };

export const allSources = (): string[] => [...walk(path.join(ROOT, 'src')), ...walk(path.join(ROOT, 'server'))];

export const analyse = (files: readonly SourceFile[] = allSources()): { violations: string[]; crossingsUsed: Set<Crossing> } => {
  const out: string[] = [];
  const crossingsUsed = new Set<Crossing>();
  for (const entry of files) {
    const file = typeof entry === 'string' ? entry : entry.file;
    const source = typeof entry === 'string' ? readFileSync(file, 'utf8') : entry.source;
    const from = layerOf(file);
    if ((from === 'src/domain' || from === 'src/application') && DOM_GLOBALS.test(source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) {
      out.push(`${path.relative(ROOT, file)}: uses a DOM global`);
    }
    for (const spec of importsOf(source)) {
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
      if (from === 'server') {
        if (!spec.startsWith('.')) continue;
        const { problem, crossing } = serverProblem(file, target);
        if (crossing) crossingsUsed.add(crossing);
        if (problem) out.push(`${path.relative(ROOT, file)}: ${problem} (${spec})`);
        continue;
      }
      for (const rule of RULES.filter((r) => r.from === from)) {
        const problem = rule.check({ layer: spec.startsWith('.') ? layerOf(target) : '', spec, file });
        if (problem) out.push(`${path.relative(ROOT, file)}: ${problem} (${spec})`);
      }
    }
  }
  return { violations: out, crossingsUsed };
};

export const violations = (files?: readonly SourceFile[]): string[] => analyse(files).violations;
