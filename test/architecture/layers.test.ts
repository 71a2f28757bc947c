import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { analyse, importsOf, violations, ROOT, SERVER_CROSSINGS } from './layers';

/** A file as if it lived at `rel` (the layer is read from its path); never written to disk. */
const probe = (rel: string, source: string) => ({ file: path.join(ROOT, rel), source });

describe('dependency rule (imports point inwards)', () => {
  it('holds for the whole of src/ and server/', () => {
    expect(violations()).toEqual([]);
  });

  it('catches outward imports and DOM use in the inner layers', () => {
    const found = violations([
      probe('src/domain/probe/a.ts', "import { x } from '../../application/thing';\n"),
      probe('src/domain/probe/b.ts', "import React from 'react';\n"),
      probe('src/application/probe/c.ts', "import { useMachine } from '@xstate/react';\nexport const w = window.innerWidth;\n"),
      probe('src/ui/probe/d.tsx', "import { createHttpClient } from '../../adapters/http/http-client';\n"),
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

describe('the server as a hexagon (capabilities do not reach into each other)', () => {
  it.each([
    ['server/newsletter/x.ts', "import { priceCart } from '../orders/pricing.js';\n", 'newsletter reaches into orders'],
    ['server/giftcards/x.ts', "import { createApp } from '../app.js';\n", 'giftcards imports the composition root (root)/app'],
    ['server/http/x.ts', "import type { Pricing } from '../orders/pricing.js';\n", 'shared server/http reaches into orders'],
    ['server/catalogue/x.ts', "import { render } from '../../src/ui/entry-server.js';\n", 'server imports src/ui outside server/ssr'],
  ])('%s importing another capability fails: %s', (file, source, message) => {
    expect(violations([probe(file, source)])).toEqual([`${file}: ${message} (${importsOf(source)[0]})`]);
  });

  it('allows its own files, the shared pieces, the configuration, src/ and, in server/ssr, the view', () => {
    expect(violations([
      probe('server/newsletter/y.ts', [
        "import { badRequest } from '../http/errors.js';", "import type { Db } from '../db/db.port.js';",
        "import type { Config } from '../config.js';", "import { x } from './subscribers.repository.js';",
        "import { isValidEmail } from '../../src/domain/validation/email.js';",
      ].join('\n')),
      probe('server/ssr/y.ts', "import type { render } from '../../src/ui/entry-server.js';\n"),
    ])).toEqual([]);
  });

  it('every listed crossing is still needed (the list only shrinks)', () => {
    const { crossingsUsed } = analyse();
    expect(SERVER_CROSSINGS.filter((c) => !crossingsUsed.has(c)).map((c) => `${c.from} → ${c.to}`)).toEqual([]);
  });
});
