import { describe, expect, it } from 'vitest';
import { addressAllowed, allowedList, isAddressOrCidr } from './transfer-address';

describe('transfer addresses', () => {
  const none = allowedList([]);

  it('refuses loopback, unspecified, private, link-local, metadata and mapped forms of them', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.1',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.4.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '255.255.255.255',
      '224.0.0.1',
    ]) {
      expect(addressAllowed(address, none), address).toBe(false);
    }
  });

  it('allows public addresses', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111'])
      expect(addressAllowed(address, none), address).toBe(true);
  });

  it('allows what TRANSFER_ALLOWED_HOSTS lists, by address or CIDR', () => {
    const allowed = allowedList(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(addressAllowed('127.0.0.1', allowed)).toBe(true);
    expect(addressAllowed('127.0.0.2', allowed)).toBe(false);
    expect(addressAllowed('10.1.200.3', allowed)).toBe(true);
    expect(addressAllowed('10.2.0.1', allowed)).toBe(false);
    expect(addressAllowed('fd00:ec2::254', allowed)).toBe(true);
  });

  it('reads entries as addresses or CIDRs only', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']) expect(isAddressOrCidr(ok), ok).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', '10.0.0.0/x', ''])
      expect(isAddressOrCidr(bad), bad).toBe(false);
  });
});
