import { describe, expect, it } from 'vitest';
import { classifyAddress, literalAddress } from './address.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it('refuses what is no address', () => {
    expect(() => classifyAddress('example.com')).toThrow('Not an IP address: example.com');
  });
});

describe('literalAddress', () => {
  it('reads IP hosts of URLs, brackets removed', () => {
    expect(literalAddress(new URL('http://[::1]:8080/').hostname)).toBe('::1');
    expect(literalAddress(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
    expect(literalAddress(new URL('http://0x7f.1/').hostname)).toBe('127.0.0.1');
    expect(literalAddress('example.com')).toBeNull();
  });
});
