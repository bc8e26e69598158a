/**
 * The test identity provider's two pages. Labelled fields and named buttons, so a Playwright test
 * can say `getByLabel('Email')` and `getByRole('button', { name: 'Sign in' })`.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><main>${body}</main></body></html>`;
}

export function loginPage(uid: string, email: string, error: string | null): string {
  return layout(
    'Sign in · Test Identity Provider',
    `<h1>Test Identity Provider</h1>
<p>Sign in to continue to Payments Console.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
  <p><label>Email <input name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"></label></p>
  <p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
  <p><button type="submit">Sign in</button></p>
</form>`,
  );
}

/**
 * oidc-provider asks before ending its session; like most company IdPs given an `id_token_hint`,
 * this one does not make staff confirm, and submits at once (the button is the no-script path).
 */
export function logoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  );
  return layout(
    'Signing out · Test Identity Provider',
    `<h1>Signing out</h1>${confirmed}
<button type="submit" form="op.logoutForm">Sign out of the Test Identity Provider</button>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}
