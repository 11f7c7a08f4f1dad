import { describe, expect, it } from 'vitest';
import { domainOrigin, rolesOf, stripClaimNamespace, stripClaims } from './claims.ts';

describe('claims', () => {
  it('strips the claim namespace prefix', () => {
    expect(stripClaimNamespace('https://baobab.dev/roles')).toBe('roles');
    expect(stripClaimNamespace('http://example.com/app/meta')).toBe('meta');
    expect(stripClaimNamespace('email')).toBe('email');
    expect(stripClaims({ 'https://baobab.dev/roles': ['admin'], email: 'a@b.c' })).toEqual({
      roles: ['admin'],
      email: 'a@b.c',
    });
    // a plain claim wins over a namespaced one of the same short name
    expect(stripClaims({ roles: ['x'], 'https://baobab.dev/roles': ['y'] })).toEqual({
      roles: ['x'],
    });
  });

  it('reads roles from the configured key, else a stripped roles claim', () => {
    expect(
      rolesOf({ 'https://baobab.dev/roles': ['admin', 3] }, 'https://baobab.dev/roles'),
    ).toEqual(['admin']);
    expect(rolesOf({ 'https://tenant.example/roles': ['editor'] }, '')).toEqual(['editor']);
    expect(rolesOf({ groups: 'staff' }, 'groups')).toEqual(['staff']);
    expect(rolesOf({}, 'roles')).toEqual([]);
  });

  it('adds https to a bare domain only', () => {
    expect(domainOrigin('tenant.auth0.com/')).toBe('https://tenant.auth0.com');
    expect(domainOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });
});
