import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import type Geoip from 'geoip-country';

// The offline database takes about 100 ms and some megabytes to load: on the first lookup, not at start-up.
let geoip: typeof Geoip | undefined;
const loadGeoip = (): typeof Geoip => (geoip ??= createRequire(import.meta.url)('geoip-country') as typeof Geoip);

/** ISO country of an address from the offline database; null for private or unknown ones. */
export function countryOf(ip: string): string | null {
  return loadGeoip().lookup(stripMapped(ip))?.country ?? null;
}

/** True when the address falls in one of the ranges ("1.2.3.0/24", "2001:db8::/32" or a lone address). */
export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return false;
  const address = stripMapped(ip);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const range of ranges) {
    const [net = '', bits] = range.split('/');
    const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(net)) continue;
    if (bits === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(bits), type);
  }
  return isIP(address) ? list.check(address, family) : false;
}

const stripMapped = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);
