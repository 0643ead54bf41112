import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress: whom a per-address budget counts', () => {
  it('counts an IPv4 client by its address, also when seen through a dual-stack socket', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64 prefix, however the address is written', () => {
    const prefix = '2001:db8:0:7::/64';
    for (const ip of [
      '2001:db8:0:7::1',
      '2001:0DB8:0000:0007:ffff:ffff:ffff:ffff',
      '2001:db8::7:1:2:3:4',
      '2001:db8:0:7:abcd::9%eth0',
      '2001:db8:0:7::192.0.2.1',
    ])
      expect(clientAddress(ip), ip).toBe(prefix);
    expect(clientAddress('2001:db8:0:8::1')).not.toBe(prefix);
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(clientAddress('unknown')).toBe('unknown');
  });
});
