import { isIPv6 } from 'node:net';

const IPV6_GROUPS = 8;
const NETWORK_GROUPS = 4;

/**
 * The client address as the per-address limits count it: an IPv4 address as it is (an IPv4 address
 * mapped into IPv6 too), an IPv6 address by its /64 network, since one home or phone is given a whole
 * /64 and could otherwise change its address at every request. The plugin's own per-address limits
 * group addresses the same way.
 */
export function addressGroup(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [address = ''] = ip.toLowerCase().split('%');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(IPV6_GROUPS - left.length - right.length).fill('0');
  const network = [...left, ...zeros, ...right].slice(0, NETWORK_GROUPS);
  return `${network.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
