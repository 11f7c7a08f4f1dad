import { describe, expect, it } from 'vitest';
import { environmentFromHost } from './environment.ts';

describe('environmentFromHost', () => {
  it('reads the environment hosts of the server', () => {
    expect(environmentFromHost('preview.localhost')).toBe('preview');
    expect(environmentFromHost('staging.localhost')).toBe('staging');
    expect(environmentFromHost('shop.staging.localhost')).toBe('staging');
    expect(environmentFromHost('Shop.Preview.LOCALHOST')).toBe('preview');
    expect(environmentFromHost('production.localhost')).toBe('production');
    expect(environmentFromHost('editor.localhost')).toBe('editor');
  });

  it('treats any other host as production', () => {
    expect(environmentFromHost('shop.example.com')).toBe('production');
    expect(environmentFromHost('localhost')).toBe('production');
    expect(environmentFromHost('preview.localhost.evil.com')).toBe('production');
    expect(environmentFromHost('a.b.staging.localhost')).toBe('production');
  });

  it('lets the boot data name the environment of a custom host', () => {
    expect(environmentFromHost('shop.example.com', 'staging')).toBe('staging');
    expect(environmentFromHost('preview.localhost', 'editor')).toBe('editor');
    expect(environmentFromHost('preview.localhost', 'nonsense')).toBe('preview');
    expect(environmentFromHost('preview.localhost', null)).toBe('preview');
  });
});
