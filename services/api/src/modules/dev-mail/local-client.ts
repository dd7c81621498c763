import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && LOOPBACK.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/** A name this machine answers to without DNS: localhost (and *.localhost) or a loopback address. */
function isLocalHostName(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || isLoopbackAddress(bare);
}

export interface ClientSeen {
  /** The peer of the TCP connection. */
  socketAddress: string | undefined;
  /** Every address of the forwarding chain the API believed (Fastify's request.ips: peer, then trusted X-Forwarded-For hops). */
  chain: readonly string[];
  /** The Host the page was asked for (X-Forwarded-Host when a trusted proxy sent it), port included. */
  host: string | undefined;
}

export type LocalVerdict = 'local' | 'remote-client' | 'foreign-host';

/**
 * Whether a request came from this machine: the connection and every forwarded hop are loopback (so a visitor
 * reaching the site from elsewhere is refused even though the site server itself is local), and the page was
 * asked for by a local name or the site's own (a page on another name that resolves here, DNS rebinding, is refused).
 */
export function judgeLocalRequest(seen: ClientSeen, siteUrl: string): LocalVerdict {
  const addresses = [seen.socketAddress, ...seen.chain];
  if (!addresses.every((address) => isLoopbackAddress(address))) return 'remote-client';
  let hostname: string;
  try {
    hostname = new URL(`http://${seen.host ?? ''}`).hostname;
  } catch {
    return 'foreign-host';
  }
  return hostname && (isLocalHostName(hostname) || hostname === new URL(siteUrl).hostname) ? 'local' : 'foreign-host';
}
