import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthorRole, AuthorSession, SiteMember } from '@shared/schema/authors.ts';
import { createI18n, type EditorLanguage } from '../i18n/index.ts';
import { json, stubFetch } from '../shell/testing.ts';
import { AuthorStoreContext, createAuthorStore } from './author-store.ts';
import { MembersButton } from './MembersButton.tsx';

const member = (email: string, role: AuthorRole, addedBy: string | null = 'ann@example.com') =>
  ({
    email,
    role,
    administrator: false,
    addedBy,
    addedAt: '2026-01-02T10:00:00.000Z',
  }) satisfies SiteMember;

const ADMIN: SiteMember = { ...member('root@example.com', 'owner', null), administrator: true };
const ANN = member('ann@example.com', 'owner', null);
const BOB = member('bob@example.com', 'editor');

function renderMembers(role: AuthorRole | null, language: EditorLanguage = 'en') {
  const session: AuthorSession = {
    email: 'ann@example.com',
    name: null,
    administrator: false,
    roles: role ? { demo: role } : {},
  };
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <AuthorStoreContext.Provider value={createAuthorStore({ status: 'known', session })}>
        <MembersButton siteId="demo" siteName="Demo" />
      </AuthorStoreContext.Provider>
    </I18nextProvider>,
  );
}

const LIST = { 'GET /api/sites/demo/members': () => json({ members: [ADMIN, ANN, BOB] }) };
const AUDIT = {
  'GET /api/sites/demo/audit': () =>
    json({
      entries: [
        {
          at: '2026-01-03T09:00:00.000Z',
          email: 'bob@example.com',
          siteId: 'demo',
          action: 'publish',
          detail: { environment: 'staging' },
        },
      ],
    }),
};

const bodyOf = (fetch: ReturnType<typeof stubFetch>, method: string) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call && { url: call[0], init: call[1]! };
};

beforeEach(() => {
  document.cookie = 'baobab-csrf=members-token';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'baobab-csrf=; max-age=0';
});

describe('members, for an owner', () => {
  it('lists the members and invites a new author: the one-time link shown, with the CSRF token', async () => {
    const fetch = stubFetch({
      ...LIST,
      ...AUDIT,
      'POST /api/sites/demo/members': () =>
        json({
          members: [ADMIN, ANN, BOB, member('cy@example.com', 'viewer')],
          invitation: 'http://localhost:3000/auth/reset/one-time',
        }),
    });
    renderMembers('owner');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Demo' });
    const table = await within(dialog).findByTestId('members-table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-email')),
    ).toEqual([null, 'root@example.com', 'ann@example.com', 'bob@example.com']);
    // Neither an administrator nor the author themself is changed here.
    expect(within(table).getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(await within(dialog).findByText('published to staging')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: ' cy@example.com ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'viewer' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    });
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('cy@example.com is invited as viewer');
    expect(status.textContent).toContain('also in the mail to them, in the outbox');
    expect(
      within(status).getByRole('link', { name: 'http://localhost:3000/auth/reset/one-time' }),
    ).toBeTruthy();
    const post = bodyOf(fetch, 'POST')!;
    expect(post.init.body).toBe('{"email":"cy@example.com","role":"viewer"}');
    expect((post.init.headers as Record<string, string>)['x-baobab-csrf']).toBe('members-token');
    expect(within(dialog).getByRole('row', { name: /cy@example\.com/ })).toBeTruthy();
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('changes a role in place and removes a member after a confirmation', async () => {
    const fetch = stubFetch({
      ...LIST,
      ...AUDIT,
      'POST /api/sites/demo/members': () =>
        json({ members: [ADMIN, ANN, { ...BOB, role: 'owner' }], invitation: null }),
      'DELETE /api/sites/demo/members/bob%40example.com': () => json({ members: [ADMIN, ANN] }),
    });
    renderMembers('owner');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    const dialog = await screen.findByRole('dialog');
    const bob = await within(dialog).findByRole('combobox', { name: /bob@example\.com/ });
    await act(async () => {
      fireEvent.change(bob, { target: { value: 'owner' } });
    });
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'bob@example.com is now owner.',
    );
    expect(bodyOf(fetch, 'POST')!.init.body).toBe('{"email":"bob@example.com","role":"owner"}');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const question = within(dialog).getByRole('group', { name: /Remove bob@example\.com/ });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Confirm removal' }));
    });
    const removed = bodyOf(fetch, 'DELETE')!;
    expect((removed.init.headers as Record<string, string>)['x-baobab-csrf']).toBe('members-token');
    expect(within(dialog).queryByRole('row', { name: /bob@example\.com/ })).toBeNull();
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'bob@example.com is no longer a member.',
    );
  });

  it('says the server’s reason when it refuses', async () => {
    stubFetch({
      ...LIST,
      ...AUDIT,
      'POST /api/sites/demo/members': () =>
        json({ error: 'administrator', message: 'root@example.com is an administrator.' }, 409),
    });
    renderMembers('owner');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'root@example.com' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not done: root@example.com is an administrator.',
    );
  });
});

describe('members, for others', () => {
  it('shows an editor the list read-only: no invitation, roles, removal or activity', async () => {
    const fetch = stubFetch(LIST);
    renderMembers('editor');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('members-table');
    expect(within(dialog).getByText('Editor')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(dialog).queryByText('Activity')).toBeNull();
    expect(within(dialog).getByText(/Only an owner of the site can invite/)).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/sites/demo/members']);
  });

  it('offers no members button to who is not a member, and names it in French', () => {
    stubFetch(LIST);
    renderMembers(null);
    expect(screen.queryByRole('button', { name: 'Members' })).toBeNull();
    cleanup();
    renderMembers('viewer', 'fr');
    expect(screen.getByRole('button', { name: 'Membres' })).toBeTruthy();
  });
});
