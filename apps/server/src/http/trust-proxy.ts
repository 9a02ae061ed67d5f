import { isIP } from 'node:net';
import { z } from 'zod';

/** Which proxies in front of us to believe: none, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const MESSAGE = 'must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges';

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * TRUST_PROXY: unset, the client's address is the socket's and X-Forwarded-For is ignored, so no
 * client can choose the address its limits are counted under. "2" believes the last two hops;
 * "10.0.0.5, 10.1.0.0/16" believes the header only when it arrives from those proxies.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined) return false;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) {
      const hops = Number(trimmed);
      if (hops >= 1 && hops <= 100) return hops;
    } else {
      const entries = trimmed.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrRange)) return entries;
    }
    context.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

/**
 * Fastify's own reading of a hop count trusts nothing (it cannot check the nearest peer), so a count
 * becomes "believe the last n hops": right only when nothing reaches the server except through them.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
