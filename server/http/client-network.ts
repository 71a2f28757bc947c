/**
 * The network a client address belongs to, for limits counted per network as well as per
 * client (a crowd of addresses in one allocation shares one budget): IPv4 /24, IPv6 /56 (a
 * typical end-site allocation). Parsed with ipaddr.js, which fastify's proxy-addr already
 * uses: hand-written IPv6 parsing got `::` in the middle wrong (`2001:db8::1:2:3:4` and
 * `2001:db8:0:1::1`, one /56, got two budgets).
 */
import ipaddr from 'ipaddr.js';

const PREFIX = { ipv4: 24, ipv6: 56 } as const;

export const networkOf = (ip: string): string => {
  if (!ipaddr.isValid(ip)) return `unparsed:${ip.slice(0, 64)}`;
  // An IPv4 address seen through a dual-stack socket (::ffff:a.b.c.d) is that IPv4 client.
  const addr = ipaddr.process(ip);
  const bits = PREFIX[addr.kind()];
  const network =
    addr.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${addr.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
};
