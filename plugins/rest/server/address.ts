/**
 * Which IP addresses the server proxy may reach: only public ones, unless configuration allows
 * more. Plain arithmetic on the address bits (IPv4 as a number, IPv6 as a bigint), so every
 * spelling of an address (`::ffff:7f00:1`, `::ffff:127.0.0.1`) gets the same answer.
 */
import { isIP } from 'node:net';

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'carrier-grade NAT'
  | 'link-local'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

type Range4 = readonly [string, number, AddressKind];
const IPV4_RANGES: readonly Range4[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function classify4(value: number): AddressKind {
  for (const [base, bits, kind] of IPV4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = ipv4Number(base);
    if (value >= start && value < start + size) return kind;
  }
  return 'public';
}

/** The 128 bits of an IPv6 address (zone id dropped, an IPv4 tail read as two groups). */
function ipv6Bits(address: string): bigint {
  let text = address.replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4Number(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const inRange = (bits: bigint, prefix: bigint, length: number) =>
  bits >> BigInt(128 - length) === prefix >> BigInt(128 - length);

function classify6(bits: bigint): AddressKind {
  if (bits === 0n) return 'unspecified';
  if (bits === 1n) return 'loopback';
  const low32 = Number(bits & 0xffffffffn);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d).
  if (inRange(bits, 0xffffn << 32n, 96) || inRange(bits, 0n, 96)) return classify4(low32);
  if (inRange(bits, 0x64ff9bn << 96n, 96)) return classify4(low32);
  // 6to4 (2002:a.b.c.d::/48) carries an IPv4 address in bits 16-48.
  if (inRange(bits, 0x2002n << 112n, 16)) return classify4(Number((bits >> 80n) & 0xffffffffn));
  if (inRange(bits, 0xfc00n << 112n, 7)) return 'private';
  if (inRange(bits, 0xfe80n << 112n, 10)) return 'link-local';
  if (inRange(bits, 0xfec0n << 112n, 10)) return 'private';
  if (inRange(bits, 0xff00n << 112n, 8)) return 'multicast';
  if (inRange(bits, 0x100n << 112n, 64)) return 'reserved';
  if (inRange(bits, 0x20010db8n << 96n, 32)) return 'reserved';
  return 'public';
}

/** What kind of address `address` (IPv4 or IPv6, without brackets) is; throws if it is none. */
export function classifyAddress(address: string): AddressKind {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return classify4(ipv4Number(address));
  if (version === 6) return classify6(ipv6Bits(address));
  throw new Error(`Not an IP address: ${address}`);
}

/** A URL's host name as an IP address when it is one (`[::1]` → `::1`), else null. */
export function literalAddress(hostname: string): string | null {
  const bare =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}
