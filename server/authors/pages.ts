/** The editor sign-in's own pages (the first run's form, errors): the provider's page frame. */
import { escapeHtml, page } from '@plugins/auth/server/provider/pages.ts';
import { MIN_PASSWORD_LENGTH } from '@plugins/auth/server/provider/password.ts';

export function firstRunPage(
  token: string,
  options: { email?: string; name?: string; error?: string },
): string {
  return page(
    'Create the owner',
    `<h1>Create the owner</h1><p class="lead">This one-time link makes the first author of this Baobab: the owner of every site. Passwords need at least ${MIN_PASSWORD_LENGTH} characters.</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/auth/first-run/${escapeHtml(token)}">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" value="${escapeHtml(options.name ?? '')}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<button type="submit">Create the owner and open the editor</button></form>`,
  );
}

export function authorMessagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>${
      link
        ? `<p class="alt"><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
        : ''
    }`,
  );
}
