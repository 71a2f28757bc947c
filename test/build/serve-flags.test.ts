import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The server's Node flags (docs/configuration.md#node-flags: they keep resident memory under the budget
 * `npm run bench` measures, and the bench starts the server with the flags of `npm run serve`).
 * `npm start` and `npm run serve` must give the same ones, this Node must accept each of them
 * (a V8 flag renamed by a Node upgrade would stop the shop from starting), and the configuration
 * page must explain each.
 */
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
const flagsOf = (script: string) => script.split(/\s+/).filter((a) => a.startsWith('--'));
/** The environment defaults a script sets before `node`: `NAME=${NAME:-value}`. */
const envOf = (script: string) => script.split(/\s+/).filter((a) => /^[A-Z_]+=/.test(a));

describe('the server runs with its memory flags', () => {
  const serve = flagsOf(scripts.serve!);

  it('npm start and npm run serve give Node the same flags', () => {
    expect(serve.length).toBeGreaterThan(0);
    expect(flagsOf(scripts.start!)).toEqual(serve);
  });

  it('this Node accepts every flag', () => {
    const run = spawnSync(process.execPath, [...serve, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('docs/configuration.md explains every flag', () => {
    const readme = readFileSync('docs/configuration.md', 'utf8');
    for (const flag of serve) expect(readme, flag).toContain(`\`${flag}\``);
  });

  it('npm start, npm run serve and npm run worker set the allocator to two arenas, unless the environment says otherwise', () => {
    const env = envOf(scripts.serve!);
    expect(env).toEqual(['MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}']);
    expect(envOf(scripts.start!)).toEqual(env);
    expect(envOf(scripts.worker!)).toEqual(env);
    expect(readFileSync('docs/configuration.md', 'utf8')).toContain('`MALLOC_ARENA_MAX=2`');
    // The shell npm runs scripts with gives the process the default, or the operator's own value.
    const seen = (value: string | undefined) => {
      const { MALLOC_ARENA_MAX: _, ...rest } = process.env;
      const run = spawnSync('sh', ['-c', `${env.join(' ')} node -e "process.stdout.write(process.env.MALLOC_ARENA_MAX)"`], {
        encoding: 'utf8',
        env: value === undefined ? rest : { ...rest, MALLOC_ARENA_MAX: value },
      });
      return run.stdout;
    };
    expect(seen(undefined)).toBe('2');
    expect(seen('4')).toBe('4');
  });
});
