import { describe, expect, it } from 'vitest';
import { parseEditorHosts, parseHosts } from './config.ts';
import { hostName, isServedHost, resolveHost, siteOrigins, siteUrl } from './hosts.ts';

describe('resolveHost', () => {
  it('tells the environment from the host name, port ignored', () => {
    expect(resolveHost('preview.localhost:3000')).toEqual({
      kind: 'site',
      environment: 'preview',
      siteId: null,
    });
    expect(resolveHost('STAGING.localhost')).toEqual({
      kind: 'site',
      environment: 'staging',
      siteId: null,
    });
    expect(resolveHost('production.localhost:80')).toEqual({
      kind: 'site',
      environment: 'production',
      siteId: null,
    });
    expect(resolveHost('shop-2.preview.localhost:3000')).toEqual({
      kind: 'site',
      environment: 'preview',
      siteId: 'shop-2',
    });
  });

  it('gives the editor for every other host', () => {
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'editor.localhost',
      'preview.example.com',
      undefined,
    ]) {
      expect(resolveHost(host), String(host)).toEqual({ kind: 'editor' });
    }
  });

  it('takes extra host names from BAOBAB_HOSTS', () => {
    const hosts = parseHosts(
      'production=shop.example.com;www.shop.example.com, staging=staging.example.com',
    );
    expect(resolveHost('www.shop.example.com', { hosts })).toEqual({
      kind: 'site',
      environment: 'production',
      siteId: null,
    });
    expect(resolveHost('staging.example.com:8080', { hosts })).toEqual({
      kind: 'site',
      environment: 'staging',
      siteId: null,
    });
    expect(() => parseHosts('live=x.example.com')).toThrow('"live" is not an environment');
  });

  it('strips ports, IPv6 included', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('Preview.Localhost:1')).toBe('preview.localhost');
  });
});

describe('siteUrl', () => {
  it('builds the address of a site environment from the request port', () => {
    expect(siteUrl('preview', 'shop', 'shop', 'localhost:4000')).toBe(
      'http://preview.localhost:4000/',
    );
    expect(siteUrl('staging', 'other', 'shop', 'localhost:4000')).toBe(
      'http://other.staging.localhost:4000/',
    );
    expect(
      siteUrl('production', 'shop', 'shop', 'localhost', {
        hosts: { production: ['shop.example.com'] },
      }),
    ).toBe('http://shop.example.com/');
  });
});

describe('parseEditorHosts', () => {
  it('reads a comma list of host names, lower-case, blanks dropped', () => {
    expect(parseEditorHosts(' Editor.Example.com, ,10.0.0.5 ')).toEqual([
      'editor.example.com',
      '10.0.0.5',
    ]);
    expect(parseEditorHosts(undefined)).toEqual([]);
  });
});

describe('isServedHost', () => {
  it('serves the loopback names, every *.localhost name and the configured ones', () => {
    const options = {
      hosts: parseHosts('production=shop.example.com'),
      editorHosts: ['editor.example.com'],
    };
    for (const host of [
      'localhost',
      'localhost:3000',
      'preview.localhost:3000',
      'shop-2.staging.localhost',
      'editor.localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      'SHOP.example.com',
      'editor.example.com:443',
    ])
      expect(isServedHost(host, options), host).toBe(true);
  });

  it('refuses any other name: a rebound DNS name, an address, odd or missing headers', () => {
    for (const host of [
      'attacker.example',
      'shop.example.com.attacker.example',
      'localhost.attacker.example',
      '192.168.1.5:3000',
      '0.0.0.0',
      'evil/.localhost',
      '</script>.localhost',
      'a b.localhost',
      '',
      undefined,
    ])
      expect(isServedHost(host, { hosts: parseHosts('production=shop.example.com') }), host).toBe(
        false,
      );
  });
});

describe('siteOrigins', () => {
  it("lists a site's environment origins on the request's port", () => {
    expect(siteOrigins('shop', 'demo', 'localhost:3000')).toEqual([
      'http://shop.preview.localhost:3000',
      'http://shop.staging.localhost:3000',
      'http://shop.production.localhost:3000',
    ]);
  });

  it('adds the bare environment names and the BAOBAB_HOSTS names for the default site', () => {
    expect(
      siteOrigins('demo', 'demo', 'localhost:3000', {
        hosts: parseHosts('production=shop.example.com'),
      }),
    ).toEqual([
      'http://preview.localhost:3000',
      'http://staging.localhost:3000',
      'http://shop.example.com:3000',
      'http://production.localhost:3000',
      'https://shop.example.com',
      'http://demo.preview.localhost:3000',
      'http://demo.staging.localhost:3000',
      'http://demo.production.localhost:3000',
    ]);
  });
});
