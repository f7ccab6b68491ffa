import { BlockList, isIP } from 'node:net';
import type { RequestHandler } from 'express';
import type { Deps } from '../deps.js';

/** Where a reverse proxy or load balancer in front of the app usually is: loopback and private networks. */
const PROXY_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  PROXY_NETWORKS.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PROXY_NETWORKS.addSubnet(network, prefix, 'ipv6');

/** Whether a peer address is loopback or private (IPv4-mapped IPv6 counts as its IPv4 address). */
export function isLoopbackOrPrivate(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(ip);
  if (family === 0) return false;
  return PROXY_NETWORKS.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * With TRUST_PROXY off behind a proxy, every donor has the proxy's address: one
 * rate-limit bucket for everybody, and the proxy's address recorded on donations.
 * The sign is a request carrying X-Forwarded-For from a loopback or private peer;
 * say so once, with the setting to use (docs/OPERATIONS.md).
 */
export function warnOfUntrustedProxy(deps: Deps): RequestHandler {
  let warned = deps.config.TRUST_PROXY !== false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined && isLoopbackOrPrivate(req.socket.remoteAddress)) {
      warned = true;
      deps.logger.warn(
        { peer: req.socket.remoteAddress, setting: 'TRUST_PROXY' },
        'requests arrive through a proxy (X-Forwarded-For from a private address) but TRUST_PROXY is off: ' +
          'every client shares the proxy address and one rate-limit bucket. Set TRUST_PROXY=1 for one proxy hop, ' +
          "or the proxy's addresses (e.g. TRUST_PROXY=loopback,10.0.0.0/8); see docs/OPERATIONS.md",
      );
    }
    next();
  };
}
