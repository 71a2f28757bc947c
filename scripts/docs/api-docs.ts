/**
 * Writes docs/api.md from the code: every HTTP route the server registers (its method and path, found in the
 * `app.get(…)`-style registrations under server/), the io-ts codecs its handler decodes and encodes (names exported
 * by src/adapters/http/contract/), and each codec's fields, read from the codecs themselves.
 *
 *   npx tsx scripts/docs/api-docs.ts          writes docs/api.md
 *   npx tsx scripts/docs/api-docs.ts --check  exits 1 when docs/api.md is stale
 *
 * test/architecture/docs-api.test.ts fails when the committed file differs from what this renders.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import * as prettier from 'prettier';
import * as contract from '../../src/adapters/http/contract/index.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;

interface Route {
  readonly method: string;
  readonly path: string;
  readonly file: string;
  readonly decodes: readonly string[];
  readonly encodes: readonly string[];
  readonly pagedCount: boolean;
  readonly statuses: readonly number[];
}

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
    });

/** The codecs of the contract by export name (io-ts types only). */
const codecs: ReadonlyMap<string, t.Mixed> = new Map(
  Object.entries(contract)
    .filter((entry): entry is [string, t.Mixed] => entry[1] instanceof t.Type)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const codecName = new Map<t.Mixed, string>([...codecs].map(([name, codec]) => [codec, name]));

/** `const NAME = '…'` and `const NAME = \`…\`` in a source, by name. */
const stringConstants = (source: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const m of source.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*(['"`])((?:(?!\2)[^\\\n]|\\.)*)\2/g)) {
    if (!found.has(m[1]!)) found.set(m[1]!, m[3]!);
  }
  return found;
};

/** Skips balanced `<…>` type arguments from `at`; answers the index after them (or `at` when none). */
const skipTypeArguments = (source: string, at: number): number => {
  let i = at;
  while (/\s/.test(source[i] ?? '')) i++;
  if (source[i] !== '<') return at;
  let depth = 0;
  for (; i < source.length; i++) {
    if (source[i] === '<') depth++;
    else if (source[i] === '>' && source[i - 1] !== '=') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return at;
};

/** A template's `${expr}` parts read as `{name}`, the first identifier of the expression. */
const templateToPath = (text: string, resolve: (name: string) => string | undefined): string =>
  text.replace(/\$\{\s*([A-Za-z_$][\w$]*)[^}]*\}/g, (_all, name: string) => resolve(name) ?? `{${name}}`);

/** Fastify's `:param` and `*` as the docs write them. */
const docPath = (p: string): string => p.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{path…}');

const registrations = (file: string, source: string, globals: ReadonlyMap<string, string>): Route[] => {
  const locals = stringConstants(source);
  const resolve = (name: string): string | undefined => {
    const value = locals.get(name) ?? globals.get(name);
    return value === undefined ? undefined : templateToPath(value, () => undefined);
  };
  const found: { method: string; path: string; start: number }[] = [];
  const call = new RegExp(String.raw`\b[A-Za-z_$][\w$]*\.(${METHODS.join('|')})\b`, 'g');
  for (const m of source.matchAll(call)) {
    let i = skipTypeArguments(source, m.index + m[0].length);
    while (/\s/.test(source[i] ?? '')) i++;
    if (source[i] !== '(') continue;
    i++;
    while (/\s/.test(source[i] ?? '')) i++;
    const rest = source.slice(i);
    let raw: string | undefined;
    const literal = /^(['"`])((?:(?!\1)[^\\]|\\.)*)\1/.exec(rest);
    if (literal) raw = literal[1] === '`' ? templateToPath(literal[2]!, resolve) : literal[2];
    else {
      const id = /^([A-Za-z_$][\w$]*)\s*,/.exec(rest);
      if (id) raw = resolve(id[1]!);
    }
    if (raw === undefined || !raw.startsWith('/')) continue;
    found.push({ method: m[1]!.toUpperCase(), path: docPath(raw), start: m.index });
  }
  return found.map((r, n) => {
    const segment = source.slice(r.start, found[n + 1]?.start ?? source.length);
    const named = (pattern: (name: string) => RegExp) => [...codecs.keys()].filter((name) => pattern(name).test(segment));
    return {
      method: r.method,
      path: r.path,
      file,
      decodes: named((name) => new RegExp(String.raw`(decode\w*(<[^>]*>)?\(\s*${name}\b|\b${name}\.(decode|is)\()`)),
      encodes: named((name) => new RegExp(String.raw`\b${name}\.encode\b`)),
      pagedCount: /TOTAL_COUNT_HEADER|x-total-count/i.test(segment),
      statuses: [...new Set([...segment.matchAll(/\.(?:code|status)\((\d{3})\)/g)].map((s) => Number(s[1])))].sort(),
    };
  });
};

/** A readable name for a codec: its export name when the contract exports it, else io-ts's own name. */
const typeName = (codec: t.Mixed): string => {
  const exported = codecName.get(codec);
  if (exported) return `[${exported}](#${exported.toLowerCase()})`;
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return `array of ${typeName(codec.type)}`;
  if (codec instanceof t.ReadonlyType || codec instanceof t.ExactType) return typeName(codec.type);
  if (codec instanceof t.UnionType) return (codec.types as t.Mixed[]).map(typeName).join(' \\| ');
  const name = codec.name.replace(/\|/g, '\\|');
  return name.length > 90 ? `${name.slice(0, 87)}…` : name;
};

/** The fields of an object codec: name, type and whether it is optional; null for a codec that is not an object. */
const fieldsOf = (codec: t.Mixed): { name: string; type: string; optional: boolean }[] | null => {
  if (codec instanceof t.RecursiveType) return fieldsOf(codec.type as t.Mixed);
  if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType || codec instanceof t.RefinementType) {
    return fieldsOf(codec.type as t.Mixed);
  }
  if (codec instanceof t.InterfaceType) {
    return Object.entries(codec.props as t.Props).map(([name, c]) => ({ name, type: typeName(c), optional: false }));
  }
  if (codec instanceof t.PartialType) {
    return Object.entries(codec.props as t.Props).map(([name, c]) => ({ name, type: typeName(c), optional: true }));
  }
  if (codec instanceof t.IntersectionType) {
    const parts = (codec.types as t.Mixed[]).map(fieldsOf);
    return parts.every((p) => p !== null) ? parts.flat() : null;
  }
  return null;
};

/** What a codec that is not an object is made of, read without the shortcut of its own export name. */
const structure = (codec: t.Mixed): string => {
  if (codec instanceof t.RecursiveType) return structure(codec.type as t.Mixed);
  if (codec instanceof t.DictionaryType) return `A map from ${typeName(codec.domain)} to ${typeName(codec.codomain)}`;
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return `An array of ${typeName(codec.type)}`;
  if (codec instanceof t.ReadonlyType || codec instanceof t.ExactType) return structure(codec.type);
  if (codec instanceof t.RefinementType) return `${structure(codec.type)}, refined (\`${codec.name.replace(/\|/g, '\\|')}\`)`;
  if (codec instanceof t.KeyofType)
    return `One of ${Object.keys(codec.keys)
      .map((k) => `\`${JSON.stringify(k)}\``)
      .join(', ')}`;
  if (codec instanceof t.LiteralType) return `The literal \`${JSON.stringify(codec.value)}\``;
  if (codec instanceof t.UnionType) {
    const parts = codec.types as t.Mixed[];
    if (parts.every((p) => p instanceof t.LiteralType)) {
      return `One of ${parts.map((p) => `\`${JSON.stringify((p as t.LiteralType<string>).value)}\``).join(', ')}`;
    }
    return `One of: ${parts.map(typeName).join(', ')}`;
  }
  return `A codec of its own, \`${codec.name.replace(/\|/g, '\\|')}\` (see \`src/adapters/http/contract/\`)`;
};

const describeCodec = (name: string): string[] => {
  const codec = codecs.get(name)!;
  const lines = [`### ${name}`, ''];
  const fields = fieldsOf(codec);
  if (fields && fields.length > 0) {
    lines.push('| field | type |', '| --- | --- |');
    for (const f of fields) lines.push(`| \`${f.name}\`${f.optional ? ' (optional)' : ''} | ${f.type} |`);
  } else lines.push(fields ? 'An empty object.' : `${structure(codec)}.`);
  lines.push('');
  return lines;
};

const cell = (names: readonly string[]) => (names.length ? names.map((n) => `[${n}](#${n.toLowerCase()})`).join(', ') : '—');

/** Folders whose routes the shop never serves: the Klarna stand-in is another process (docs/payments.md#the-stand-in). */
const NOT_THE_SHOP = [path.join('server', 'demo', 'klarna-stand-in') + path.sep];

export const renderApiDocs = async (root: string): Promise<string> => {
  const files = walk(path.join(root, 'server')).filter(
    (f) => !NOT_THE_SHOP.some((folder) => path.relative(root, f).startsWith(folder)),
  );
  const sources = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const globals = new Map<string, string>();
  for (const source of sources.values()) {
    for (const m of source.matchAll(/\bexport\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(['"`])((?:(?!\2)[^\\\n]|\\.)*)\2/g)) {
      globals.set(m[1]!, m[3]!);
    }
  }
  const routes = files.flatMap((f) => registrations(path.relative(root, f).split(path.sep).join('/'), sources.get(f)!, globals));
  const byArea = new Map<string, Route[]>();
  for (const r of routes) {
    const parts = r.file.split('/');
    const area = parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/').replace(/\.ts$/, '');
    byArea.set(area, [...(byArea.get(area) ?? []), r]);
  }
  const used = new Set(routes.flatMap((r) => [...r.decodes, ...r.encodes]));
  // Codecs the used codecs name, so every link in the tables leads somewhere.
  const queue = [...used];
  while (queue.length) {
    for (const m of describeCodec(queue.pop()!)
      .join('\n')
      .matchAll(/\[(\w+)\]\(#/g)) {
      if (codecs.has(m[1]!) && !used.has(m[1]!)) {
        used.add(m[1]!);
        queue.push(m[1]!);
      }
    }
  }

  const out = [
    '# API',
    '',
    '<!-- Generated by `npm run docs:api` (scripts/docs/api-docs.ts) from the server routes and the io-ts contract. Do not edit. -->',
    '',
    'Every route the server registers, by the folder that registers it, with the io-ts codecs its handler decodes',
    '(request) and encodes (answer). The codecs live in `src/adapters/http/contract/`; the browser decodes answers',
    'with the same ones. "—" means the handler decodes or encodes through no contract codec (a page, a file, a',
    'redirect, or parameters read one by one). Errors are `ApiError`: `{ statusCode, error, message }`. A paged list',
    'gives its total in `X-Total-Count`. Routes under `server/demo` are mounted in demo mode only. The rules behind',
    'each endpoint are in [rules](rules/README.md).',
    '',
    '## Routes',
    '',
  ];
  for (const [area, list] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`### \`${area}\``, '', '| method | path | request | answer | notes |', '| --- | --- | --- | --- | --- |');
    for (const r of list) {
      const notes = [r.pagedCount ? '`X-Total-Count`' : '', ...r.statuses.map((s) => `${s}`), `\`${r.file}\``].filter(Boolean);
      out.push(`| ${r.method} | \`${r.path}\` | ${cell(r.decodes)} | ${cell(r.encodes)} | ${notes.join(', ')} |`);
    }
    out.push('');
  }
  out.push('## Codecs', '');
  for (const name of [...used].sort((a, b) => a.localeCompare(b))) out.push(...describeCodec(name));
  const target = path.join(root, 'docs/api.md');
  const options = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(`${out.join('\n').trimEnd()}\n`, { ...options, filepath: target });
};

const here = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const root = path.resolve(path.dirname(here), '../..');
  const target = path.join(root, 'docs/api.md');
  const text = await renderApiDocs(root);
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== text) {
      process.stderr.write('docs/api.md is stale: run `npm run docs:api`\n');
      process.exit(1);
    }
  } else writeFileSync(target, text);
}
