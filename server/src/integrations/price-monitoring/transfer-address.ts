import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a feed transfer may connect: never to this machine, the local network or a
 * cloud metadata service unless TRANSFER_ALLOWED_HOSTS lists the address, so the stored password
 * cannot be sent there and the transfer cannot scan them. The host is resolved once and the
 * transfer connects to that very address, so a second DNS answer cannot swap it afterwards.
 */
const NOT_PUBLIC: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, including the 169.254.169.254 metadata service
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'], // multicast, reserved and broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'], // NAT64: would reach any IPv4 address, private ones included
  ['2002::', 16, 'ipv6'], // 6to4: the same
  ['fc00::', 7, 'ipv6'], // unique local, including fd00:ec2::254 (metadata)
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const notPublic = new BlockList();
for (const [network, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(network, prefix, family);

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** One TRANSFER_ALLOWED_HOSTS entry: an address or a CIDR. */
export function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export function allowedList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return list;
}

/** Whether the transfer may connect to this address (an IP, already resolved). */
export function addressAllowed(address: string, allowed: BlockList): boolean {
  const family = familyOf(address);
  return !notPublic.check(address, family) || allowed.check(address, family);
}

/** The host resolved to an address that is not allowed: safe to tell the operator (no port is touched). */
export class TransferAddressRefused extends Error {}

/**
 * Resolves the host once and answers the address to connect to. Every address the name resolves to
 * must be allowed: otherwise the next lookup inside a client library could pick the refused one.
 */
export async function transferAddress(host: string, allowedEntries: readonly string[]): Promise<string> {
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  const allowed = allowedList(allowedEntries);
  const first = addresses[0];
  if (!first || addresses.some((a) => !addressAllowed(a, allowed))) {
    throw new TransferAddressRefused(
      `${host} resolves to a loopback, private, link-local or metadata address; list it in TRANSFER_ALLOWED_HOSTS to allow it.`,
    );
  }
  return first;
}
