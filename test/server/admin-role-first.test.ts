/**
 * The role before the body: on every /api/admin route, a member of staff whose role lacks the
 * route's ability gets 403 whatever the body, path or query — a malformed JSON body, a body of the
 * wrong shape, a path parameter that is no id — and so learns nothing of what the route accepts.
 * The routes are read from the server itself, so a new admin route without a listed ability fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mayDo, type StaffRole } from '../../src/domain/backoffice/roles';
import { ADMIN_ROUTE_ABILITIES } from '../../server/backoffice/admin-route-abilities';
import { apiForSuite } from './harness';
import { staffSession } from './staff-session';

/** "METHOD /path" of every route fastify's printRoutes tree lists (HEAD left out: it follows GET). */
const routesOf = (tree: string): string[] => {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of m[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
};

describe('admin routes check the role before the body', () => {
  const api = apiForSuite();
  const sessions = {} as Record<Exclude<StaffRole, 'admin'>, { cookie: string; csrf: string }>;
  let routes: string[];
  beforeAll(async () => {
    sessions.reviewer = await staffSession(api.app, 'sandbox-reviewer');
    sessions.fulfilment = await staffSession(api.app, 'sandbox-fulfilment');
    routes = routesOf(api.app.printRoutes({ commonPrefix: false })).filter((r) => r.split(' ')[1]!.startsWith('/api/admin/'));
  }, 120_000);

  it('lists an ability for every admin route the server has', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((r) => !(r in ADMIN_ROUTE_ABILITIES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_ABILITIES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  const BODIES: Array<[string, string]> = [
    ['malformed JSON', '{"code": '],
    ['a body of the wrong shape', JSON.stringify({ nonsense: [1, 2, 3], code: 42, action: null })],
  ];

  it.each(['reviewer', 'fulfilment'] as const)('answers 403 to a %s on every route its role may not use', async (role) => {
    let checked = 0;
    for (const route of routes) {
      const ability = ADMIN_ROUTE_ABILITIES[route]!;
      if (ability === 'staff' || mayDo(role, ability)) continue;
      const [method, path] = route.split(' ') as [string, string];
      const url = `${path.replace(/:\w+/g, 'not-an-id%00')}?from=0000-01-01&page=-1`;
      for (const [what, payload] of method === 'GET' ? [['no body', '']] : BODIES) {
        const res = await api.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie: sessions[role].cookie, 'x-csrf-token': sessions[role].csrf, 'content-type': 'application/json' },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${role} ${route} with ${what}: ${res.body}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
