import { isIPv6 } from 'node:net';

/**
 * What the limits per client address count a client under. An IPv4 address is itself. An IPv6
 * address counts as its /64 network: a provider gives each customer a /64 at least (RFC 6177), and
 * a host picks addresses in it at will (privacy addresses, RFC 8981), so one person could
 * otherwise take a fresh address, and a fresh limit, for every request. An IPv4 address written
 * as IPv6 (`::ffff:a.b.c.d`, as a server listening on `::` sees its IPv4 clients) is the IPv4
 * address it is, not a share of the /64 that would hold every IPv4 client. Anything else (no
 * address, say) is left as it is.
 */
export function limitKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const h = hextets(bare);
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) {
    return [h[6]! >> 8, h[6]! & 0xff, h[7]! >> 8, h[7]! & 0xff].join('.');
  }
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The 8 groups of 16 bits of a valid IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function hextets(ip: string): number[] {
  let text = ip;
  const tail: number[] = [];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, v4.index);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const gap = text.indexOf('::');
  if (gap < 0) return [...groups(text), ...tail];
  const head = groups(text.slice(0, gap));
  const rest = [...groups(text.slice(gap + 2)), ...tail];
  return [...head, ...Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}
