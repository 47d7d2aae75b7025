import { describe, expect, it } from 'vitest';
import { limitKey } from './address-key.js';

describe('limitKey', () => {
  it.each([
    // IPv4: the address itself.
    ['203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    // IPv4 as a dual-stack socket reports it: the IPv4 address.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:198.51.100.20', '198.51.100.20'],
    ['0:0:0:0:0:ffff:c633:6414', '198.51.100.20'],
    // IPv6: its /64, however it is written.
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // Not an address: left alone.
    ['', ''],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(limitKey(address)).toBe(key);
  });

  it('gives every address of one /64 the same key, and a neighbouring /64 another', () => {
    const keys = new Set(['2001:db8:a:b::1', '2001:db8:a:b:ffff:ffff:ffff:ffff', '2001:db8:a:b:1234::'].map(limitKey));
    expect(keys).toEqual(new Set(['2001:db8:a:b::/64']));
    expect(limitKey('2001:db8:a:c::1')).not.toBe(limitKey('2001:db8:a:b::1'));
  });
});
