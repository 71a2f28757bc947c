/**
 * The network a client address belongs to, for limits that count a crowd of addresses together
 * (code guessing, uploads): IPv4 /24, IPv6 /56.
 */
export const networkOf = (ip: string): string => {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.0/24`;
  const groups = ip.split('::')[0]!.split(':');
  return `${groups.slice(0, 4).map((g, i) => (i === 3 ? g.padStart(4, '0').slice(0, 2) : g)).join(':')}::/56`;
};
