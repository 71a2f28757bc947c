// Runs the Klarna stand-in (server/demo/klarna-stand-in) as a process of its own, so a shop in
// production mode can be pointed at it as its Klarna API (KLARNA_API_URL=http://127.0.0.1:4010):
//   npm run klarna:stand-in
// KLARNA_STAND_IN_PORT (4010) and KLARNA_STAND_IN_HOST (127.0.0.1) say where it listens,
// KLARNA_USERNAME / KLARNA_PASSWORD (stand-in / stand-in-password) the API credentials it accepts,
// and KLARNA_STAND_IN_PUBLIC_URL, when browsers reach it at another address, the base of its
// snippet's frame and script. GET /_record shows every order as the shop left it.
import Fastify from 'fastify';
import { createKlarnaStandIn } from '../server/demo/klarna-stand-in/index.js';

const port = Number(process.env.KLARNA_STAND_IN_PORT || 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`KLARNA_STAND_IN_PORT is not a port: ${port}`);
const host = process.env.KLARNA_STAND_IN_HOST || '127.0.0.1';
const publicBaseUrl = process.env.KLARNA_STAND_IN_PUBLIC_URL || undefined;

const standIn = createKlarnaStandIn({
  username: process.env.KLARNA_USERNAME || 'stand-in',
  password: process.env.KLARNA_PASSWORD || 'stand-in-password',
  ...(publicBaseUrl ? { publicBaseUrl } : {}),
});
const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' } });
await app.register(standIn.plugin);
const address = await app.listen({ port, host });
app.log.info(`Klarna stand-in at ${address} (API ${address}/checkout/v3/orders, record ${address}/_record)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
