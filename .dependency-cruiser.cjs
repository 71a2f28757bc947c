/**
 * The dependency rules of the house (ARCHITECTURE "The front-end hexagon", "The server"),
 * checked by dependency-cruiser in `npm test` (`npm run lint:deps`) and planted one by one in
 * test/architecture/dependency-rules.test.ts, which shows each rule catches its violation.
 */

/**
 * Server capabilities import their own files, the shared pieces (SERVER_SHARED below), the
 * configuration and src/, never another capability's files, except these crossings, each with
 * the reason it stands. The list only shrinks (a test fails on a crossing no import needs) and is
 * empty: a capability that needs another owns a port (`*.port.ts` in its folder), the other
 * implements it without importing it, and a composition file (app.ts, services.ts,
 * background-jobs.ts, worker.ts, marketplace.ts) hands one to the other.
 */
/** @type {{ from: string, to: string, why: string }[]} */
const SERVER_CROSSINGS = [];

/**
 * Shared by every capability: HTTP plumbing (with the code-guessing limit, hreflang alternates and the
 * HTML sanitiser), the database, sign-in (auth: server-side sessions, the session guard and cookie, the
 * OpenID Connect client; the artists' and the staff's own login routes live in their capabilities), and the platform (clock, exchange rates, catalogue version, the MediaStore port,
 * and the image work: the JPEG checks and the bounded sharp pool every upload and print file goes through), and mail
 * (the Mailer port, its SMTP adapter and the durable outbox any capability sends through; it knows no capability).
 */
const SERVER_SHARED = ['http', 'db', 'auth', 'platform', 'mail'];
/** Root files any capability may import; the other root files (app, main, prepare) compose. */
const SERVER_ROOT_SHARED = ['config', 'services', 'shop-mode'];
/** src/ui modules the server may use outside server/ssr: the HTML document helpers. */
const UI_SHARED_WITH_SERVER = ['src/ui/document\\.tsx?$'];
/** The browser's and the server render's composition roots: the only ui files that reach adapters. */
const UI_COMPOSITION_ROOTS = ['src/ui/entry-client\\.tsx$', 'src/ui/entry-server\\.tsx$'];

const capabilities = (names) => `(${names.join('|')})`;

const serverCapabilityRules = (caps) =>
  caps.map((cap) => {
    const allowed = [cap, ...SERVER_SHARED, ...SERVER_CROSSINGS.filter((c) => c.from === cap).map((c) => c.to)];
    return {
      name: `server-${cap}-stays-in-its-capability`,
      comment: `server/${cap} imports its own files, server/http, server/db, the configuration and src/; listed crossings only`,
      severity: 'error',
      from: { path: `^server/${cap}/` },
      to: {
        path: '^server/',
        pathNot: [`^server/${capabilities(allowed)}/`, `^server/${capabilities(SERVER_ROOT_SHARED)}\\.ts$`],
      },
    };
  });

/**
 * server/demo is not a capability but the demo world (generated art, the demo seed, the sandbox
 * providers): adapters of the capabilities' ports, reached only from the composition root.
 */
const DEMO = 'demo';
/** Root files that may load the demo world: they compose the shop (and say which mode it runs in). */
const DEMO_LOADERS = ['app', 'prepare', 'shop-mode'];

/** Every other folder under server/ is a capability (kept in step with the tree by the rules test). */
const SERVER_CAPABILITIES = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'server'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== DEMO)
  .map((d) => d.name);

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only itself (and fp-ts / io-ts): no framework, no I/O, no clock',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '(^|/)node_modules/(fp-ts|io-ts)/'] },
    },
    {
      name: 'application-is-headless',
      comment:
        'src/application imports the domain, itself, xstate and fp-ts / io-ts: no React, DOM, node built-ins, server packages',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/(domain|application)/', '(^|/)node_modules/(xstate|fp-ts|io-ts)/'] },
    },
    {
      name: 'adapters-point-inwards',
      comment: 'src/adapters implement ports: they never import the view or the server',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^(src/ui|server)/' },
    },
    {
      name: 'ui-renders-only',
      comment: 'src/ui never imports the server, and reaches adapters only from its composition roots',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: UI_COMPOSITION_ROOTS },
      to: { path: '^(server|src/adapters)/' },
    },
    {
      name: 'ui-roots-never-import-the-server',
      severity: 'error',
      from: { path: UI_COMPOSITION_ROOTS },
      to: { path: '^server/' },
    },
    {
      name: 'server-renders-the-view-only-in-ssr',
      comment: 'only server/ssr renders src/ui (the document helpers excepted)',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/ssr/' },
      to: { path: '^src/ui/', pathNot: UI_SHARED_WITH_SERVER },
    },
    {
      name: 'server-shared-stays-shared',
      comment: 'server/http and server/db serve every capability and import none',
      severity: 'error',
      from: { path: `^server/${capabilities(SERVER_SHARED)}/` },
      to: {
        path: '^server/',
        pathNot: [`^server/${capabilities(SERVER_SHARED)}/`, `^server/${capabilities(SERVER_ROOT_SHARED)}\\.ts$`],
      },
    },
    ...serverCapabilityRules(SERVER_CAPABILITIES.filter((c) => !SERVER_SHARED.includes(c))),
    {
      name: 'services-know-no-http',
      comment:
        'a service returns values or outcomes with stable codes: it imports neither the wire contract nor the HTTP errors and their status table (server/http/failure-status.ts is for routes)',
      severity: 'error',
      from: { path: '^server/.+\\.service\\.ts$' },
      to: { path: ['^src/adapters/http/contract/', '^server/http/(errors|failure-status)\\.ts$'] },
    },
    {
      name: 'demo-only-through-the-composition-root',
      comment:
        'the shop reaches the demo world (server/demo) only from app.ts, prepare.ts and shop-mode.ts, so production leaves it out',
      severity: 'error',
      from: { path: '^(server|src)/', pathNot: [`^server/${DEMO}/`, `^server/${capabilities(DEMO_LOADERS)}\\.ts$`] },
      to: { path: `^server/${DEMO}/` },
    },
    {
      name: 'providers-reach-orders-only-through-the-port',
      comment:
        "a checkout provider translates its pages and callbacks into the orders' payment calls: of server/orders it imports only the provider port, which names those calls and the types they carry",
      severity: 'error',
      from: { path: `^server/(${DEMO}|orders/klarna)/` },
      to: { path: '^server/orders/', pathNot: ['^server/orders/checkout-provider\\.port\\.ts$', '^server/orders/klarna/'] },
    },
    {
      name: 'demo-never-composes',
      comment: 'the demo world implements ports; it never imports the composition root',
      severity: 'error',
      from: { path: `^server/${DEMO}/` },
      to: { path: '^server/(app|main|prepare)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'import cycles make load order matter and modules impossible to split',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-dev-dependency-in-production-code',
      comment:
        "what the shop runs must not need a package npm ci --omit=dev leaves out (src/testing is the ./testing entry: its fast-check is the consumer's, an optional peer)",
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: '^src/testing/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'testing-entry-stays-out-of-the-shop',
      comment: 'src/testing (the ./testing arbitraries, built on fast-check) is for tests only: the shop never imports it',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: '^src/testing/' },
      to: { path: '^src/testing/' },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Hidden folders hold no source: the headless type test writes its probes into one for a moment.
    exclude: { path: '(^|/)\\.[^./][^/]*/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

// Read by the rules test (the list only shrinks); not part of dependency-cruiser's configuration.
Object.defineProperty(module.exports, 'SERVER_CROSSINGS', { value: SERVER_CROSSINGS, enumerable: false });
