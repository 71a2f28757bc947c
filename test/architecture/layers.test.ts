import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, violations, ROOT } from './layers';

const PROBE = `.layer-probe-${process.pid}`;
const LAYERS = ['src/domain', 'src/application', 'src/ui'];

/** Writes a file as if it lived in a layer (the layer is read from its path). */
const probe = (layer: string, name: string, body: string) => {
  const dir = path.join(ROOT, layer, PROBE);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
};

afterAll(() => { for (const l of LAYERS) rmSync(path.join(ROOT, l, PROBE), { recursive: true, force: true }); });

describe('dependency rule (imports point inwards)', () => {
  it('holds for the whole of src/', () => {
    expect(violations()).toEqual([]);
  });

  it('catches outward imports and DOM use in the inner layers', () => {
    const found = violations([
      probe('src/domain', 'a.ts', "import { x } from '../../application/thing';\n"),
      probe('src/domain', 'b.ts', "import React from 'react';\n"),
      probe('src/application', 'c.ts', "import { useMachine } from '@xstate/react';\nexport const w = window.innerWidth;\n"),
      probe('src/ui', 'd.tsx', "import { createHttpClient } from '../../adapters/http/http-client';\n"),
    ]);
    expect(found.some((v) => v.includes('domain imports src/application'))).toBe(true);
    expect(found.some((v) => v.includes('domain imports package react'))).toBe(true);
    expect(found.some((v) => v.includes('application imports @xstate/react'))).toBe(true);
    expect(found.some((v) => v.includes('uses a DOM global'))).toBe(true);
    expect(found.some((v) => v.includes('ui reaches adapters outside the composition root'))).toBe(true);
  });

  it('reads static, re-export, dynamic and side-effect imports', () => {
    expect(new Set(importsOf("import a from 'x';\nexport { b } from './y';\nconst c = import('z');\nimport 'w';\n")))
      .toEqual(new Set(['x', './y', 'z', 'w']));
  });
});
