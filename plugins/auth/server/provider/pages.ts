/**
 * The embedded provider's own pages: plain server-rendered HTML (no script, no web font), labelled
 * form fields, errors announced with role="alert".
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f4;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a24}
main{width:min(420px,100% - 32px);background:#fff;border-radius:12px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
.brand{font-weight:700;color:#2f6b4f;letter-spacing:.02em;margin:0 0 8px}h1{font-size:1.5rem;margin:0 0 4px}
p.lead{margin:0 0 24px;color:#52615a}label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #b9c4bf;border-radius:8px;font:inherit}
input:focus{outline:3px solid #9fd3b8;border-color:#2f6b4f}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#2f6b4f;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#245540}.alt{margin-top:20px;text-align:center;color:#52615a}a{color:#2f6b4f}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.notice{background:#e8f4ee;color:#1d4d37;border-radius:8px;padding:10px 12px}
table{border-collapse:collapse;width:100%}td,th{overflow-wrap:anywhere;border-bottom:1px solid #e3e8e5;padding:8px;text-align:left;vertical-align:top}
main.wide{width:min(900px,100% - 32px)}pre{white-space:pre-wrap;margin:0;font:inherit}`;

export function page(title: string, body: string, wide = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Baobab sign-in</title>
<style>${STYLE}</style></head><body><main${wide ? ' class="wide"' : ''}><p class="brand">Baobab sign-in</p>${body}</main></body></html>`;
}

function errorBlock(error?: string): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

export function signInPage(
  uid: string,
  options: { email?: string; error?: string; client?: string; signUp?: boolean },
): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1><p class="lead">to continue${options.client ? ` to ${escapeHtml(options.client)}` : ''}</p>
${errorBlock(options.error)}
<form method="post" action="/auth/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
${options.signUp === false ? '<p class="alt">Authors are invited by a site\'s owner.</p>' : `<p class="alt">No account yet? <a href="/auth/interaction/${escapeHtml(uid)}/signup">Create one</a></p>`}
<p class="alt"><a href="/auth/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

export function signUpPage(
  uid: string,
  options: { email?: string; name?: string; error?: string },
): string {
  return page(
    'Create an account',
    `<h1>Create an account</h1><p class="lead">Passwords need at least 8 characters.</p>
${errorBlock(options.error)}
<form method="post" action="/auth/interaction/${escapeHtml(uid)}/signup">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" value="${escapeHtml(options.name ?? '')}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Create account</button></form>
<p class="alt">Already registered? <a href="/auth/interaction/${escapeHtml(uid)}">Sign in</a></p>`,
  );
}

export function resetPage(token: string, options: { error?: string; done?: boolean }): string {
  if (options.done)
    return page(
      'Password changed',
      `<h1>Password changed</h1><p class="notice" role="status">Your password was changed. You can sign in with it now.</p>`,
    );
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>${errorBlock(options.error)}
<form method="post" action="/auth/reset/${escapeHtml(token)}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Change password</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** The provider's logout confirmation, submitted at once (Auth0's /v2/logout does not ask). */
export function logoutPage(form: string): string {
  const withYes = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${withYes}<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}
