import { BlockList, isIP } from 'node:net';

/** Whether `ip` is one of `allowlist` (addresses or CIDR ranges, IPv4 or IPv6); an empty list allows any address. */
export function ipAllowed(allowlist: string[], ip: string): boolean {
  if (!allowlist.length) return true;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const entry of allowlist) {
    const [base, bits] = entry.split('/');
    const type = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(base)) continue;
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(address, family);
}

/** An allowlist entry the key form accepts: an address, or an address with a prefix length. */
export function validAllowlistEntry(entry: string): boolean {
  const [base, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(base)) return false;
  if (bits === undefined) return true;
  const max = isIP(base) === 6 ? 128 : 32;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}
