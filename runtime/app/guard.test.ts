import { describe, expect, it } from 'vitest';
import { app, page } from '../testing/fixtures.ts';
import { guardPage, guardRedirect, userRoles, type GuardOutcome } from './guard.ts';

const groups = {
  admins: { id: 'admins', name: 'Admins', roles: ['admin'] },
  editors: { id: 'editors', name: 'Editors', roles: ['editor', 'writer'] },
  members: { id: 'members', name: 'Members', roles: [] },
};
const restricted = (...pageUserGroups: string[]) => ({ pageUserGroups });
const user = (roles: unknown) => ({ sub: 'u1', roles });

describe('guardPage', () => {
  it('allows everyone on a page without groups, signed in or not', () => {
    expect(guardPage(restricted(), null, groups)).toEqual({ kind: 'allow' });
    expect(guardPage(restricted(), user([]), groups)).toEqual({ kind: 'allow' });
  });

  it('needs sign-in for a restricted page', () => {
    expect(guardPage(restricted('admins'), null, groups)).toEqual({ kind: 'unauthenticated' });
    // Even a group without roles needs a signed-in visitor.
    expect(guardPage(restricted('members'), null, groups)).toEqual({ kind: 'unauthenticated' });
  });

  it('allows a user holding every role of the group, not only some', () => {
    expect(guardPage(restricted('admins'), user(['admin']), groups).kind).toBe('allow');
    expect(guardPage(restricted('editors'), user(['editor', 'writer', 'x']), groups).kind).toBe(
      'allow',
    );
    expect(guardPage(restricted('editors'), user(['editor']), groups).kind).toBe('unauthorized');
    expect(guardPage(restricted('admins'), user([]), groups).kind).toBe('unauthorized');
  });

  it('allows when at least one of several groups fits', () => {
    const page = restricted('admins', 'editors');
    expect(guardPage(page, user(['editor', 'writer']), groups).kind).toBe('allow');
    expect(guardPage(page, user(['admin']), groups).kind).toBe('allow');
    expect(guardPage(page, user(['editor', 'admin']), groups).kind).toBe('allow');
    expect(guardPage(page, user(['editor']), groups).kind).toBe('unauthorized');
  });

  it('admits every signed-in user through a group without roles', () => {
    expect(guardPage(restricted('members'), user([]), groups).kind).toBe('allow');
    expect(guardPage(restricted('admins', 'members'), { sub: 'u2' }, groups).kind).toBe('allow');
  });

  it('treats a user without the roles key, or with a non-list, as holding no roles', () => {
    expect(guardPage(restricted('admins'), { sub: 'u2' }, groups).kind).toBe('unauthorized');
    expect(guardPage(restricted('admins'), user('admin'), groups).kind).toBe('unauthorized');
    expect(guardPage(restricted('admins'), user([42, null]), groups).kind).toBe('unauthorized');
  });

  it('reads roles from a configurable key', () => {
    const claims = { sub: 'u3', 'https://shop/roles': ['admin'] };
    expect(guardPage(restricted('admins'), claims, groups, 'https://shop/roles').kind).toBe(
      'allow',
    );
    expect(guardPage(restricted('admins'), claims, groups).kind).toBe('unauthorized');
  });

  it('keeps a page closed when its groups do not exist', () => {
    expect(guardPage(restricted('ghost'), user(['admin']), groups).kind).toBe('unauthorized');
    expect(guardPage(restricted('toString'), user([]), groups).kind).toBe('unauthorized');
  });
});

describe('userRoles', () => {
  it('reads own keys only', () => {
    expect([...userRoles(user(['a', 'b']))]).toEqual(['a', 'b']);
    expect([...userRoles({}, 'constructor')]).toEqual([]);
  });
});

describe('guardRedirect', () => {
  const pages = [
    page('home', { en: '/', fr: '/' }),
    page('author', { en: '/author', fr: '/auteur' }),
    page('denied', { en: '/denied' }),
    page('account', { en: '/account', fr: '/compte' }, [], { pageUserGroups: ['admins'] }),
    page('vip', { en: '/vip' }, [], { pageUserGroups: ['members'] }),
  ];
  const account = pages[3]!;
  const configured = app(pages, { unauthenticatedPageId: 'author', unauthorizedPageId: 'denied' });
  const unauthenticated: GuardOutcome = { kind: 'unauthenticated' };
  const unauthorized: GuardOutcome = { kind: 'unauthorized' };

  it('stays when allowed', () => {
    expect(guardRedirect(configured, account, { kind: 'allow' }, '/account', 'en')).toBeNull();
  });

  it('sends a visitor who is not signed in to the unauthenticated page with _source', () => {
    expect(guardRedirect(configured, account, unauthenticated, '/account?tab=orders', 'en')).toBe(
      '/author?_source=%2Faccount%3Ftab%3Dorders',
    );
  });

  it('keeps the language of the visit when the target page has it', () => {
    expect(guardRedirect(configured, account, unauthenticated, '/fr/compte', 'fr')).toBe(
      '/fr/auteur?_source=%2Ffr%2Fcompte',
    );
    // The unauthorized page has no French path: its English path.
    expect(guardRedirect(configured, account, unauthorized, '/fr/compte', 'fr')).toBe('/denied');
  });

  it('sends a signed-in visitor outside the groups to the unauthorized page, without _source', () => {
    expect(guardRedirect(configured, account, unauthorized, '/account', 'en')).toBe('/denied');
  });

  it('falls back to the home page when the pages are not set or do not exist', () => {
    const bare = app(pages);
    expect(guardRedirect(bare, account, unauthenticated, '/account', 'en')).toBe(
      '/?_source=%2Faccount',
    );
    expect(guardRedirect(bare, account, unauthorized, '/account', 'fr')).toBe('/fr');
    const broken = app(pages, { unauthenticatedPageId: 'gone', unauthorizedPageId: 'gone' });
    expect(guardRedirect(broken, account, unauthorized, '/account', 'en')).toBe('/');
  });

  it('never redirects to the guarded page itself or to a page the visitor cannot see', () => {
    const self = app(pages, { unauthorizedPageId: 'account' });
    expect(guardRedirect(self, account, unauthorized, '/account', 'en')).toBe('/');
    const closed = app(pages, { unauthorizedPageId: 'vip' });
    expect(guardRedirect(closed, account, unauthorized, '/account', 'en')).toBe('/');
    // With the visitor's own test, a restricted page they may see is fine.
    expect(guardRedirect(closed, account, unauthorized, '/account', 'en', () => true)).toBe('/vip');
  });

  it('gives null when no page fits (the home page is the guarded one)', () => {
    const homeLocked = app([{ ...account, id: 'home' }, ...pages.slice(1)]);
    expect(guardRedirect(homeLocked, { id: 'home' }, unauthenticated, '/', 'en')).toBeNull();
  });
});
