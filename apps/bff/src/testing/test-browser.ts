/**
 * Just enough of a browser for the BFF's sign-in tests: a cookie jar, redirects followed one hop
 * at a time, and forms read from the HTML. Requests to the BFF's public origin go to the app in
 * process (the harness); everything else (the identity provider) goes over real HTTP.
 */

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface TestBrowser {
  /** Name → value of every cookie currently held. */
  jar: Map<string, string>;
  /** Every Set-Cookie line seen, in order, for attribute checks. */
  setCookies: string[];
  request(url: string, init?: RequestInit): Promise<Response>;
  /** Follows redirects (as GETs) until a non-redirect; returns it and where it ended. */
  follow(url: string, init?: RequestInit): Promise<{ response: Response; url: string }>;
  /** Submits the first form on an HTML page with the given fields added to its own. */
  submitForm(pageUrl: string, html: string, fields: Record<string, string>): Promise<Response>;
}

export function createTestBrowser(options: { appOrigin: string; app: Fetcher }): TestBrowser {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const target = new URL(url);
    const response =
      target.origin === options.appOrigin
        ? await options.app(url, { ...init, headers })
        : await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || pair.slice(eq + 1) === '') jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    }
    return response;
  }

  async function follow(start: string, init?: RequestInit) {
    let url = start;
    let response = await request(url, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      if (hops > 10) throw new Error(`redirect loop at ${url}`);
      url = new URL(response.headers.get('location') ?? '', url).href;
      response = await request(url);
    }
    return { response, url };
  }

  async function submitForm(pageUrl: string, html: string, fields: Record<string, string>) {
    const form = firstForm(html);
    if (!form) throw new Error(`no form on ${pageUrl}`);
    const body = new URLSearchParams();
    for (const input of tags(form.body, '<input')) {
      const name = attribute(input, 'name');
      if (attribute(input, 'type') === 'hidden' && name)
        body.set(name, attribute(input, 'value') ?? '');
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return request(new URL(form.action.replaceAll('&amp;', '&'), pageUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  return { jar, setCookies, request, follow, submitForm };
}

// The test identity provider's pages are read with indexOf, not regular expressions: the ReDoS
// check (tooling/redos-check) found `<form[^>]*action="…"[^>]*>` polynomial on a page of `<form`.

/** The tags of `html` that start with `open` (`<input`), each up to its `>`. */
function tags(html: string, open: string): string[] {
  const found: string[] = [];
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    const end = html.indexOf('>', at);
    if (end === -1) break;
    found.push(html.slice(at, end + 1));
  }
  return found;
}

/** A double-quoted attribute's value in one tag, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  const start = tag.indexOf(` ${name}="`);
  if (start === -1) return undefined;
  const from = start + name.length + 3;
  const end = tag.indexOf('"', from);
  return end === -1 ? undefined : tag.slice(from, end);
}

/** The first form's action and what it holds. */
function firstForm(html: string): { action: string; body: string } | null {
  const [tag] = tags(html, '<form');
  const action = tag === undefined ? undefined : attribute(tag, 'action');
  if (tag === undefined || !action) return null;
  const start = html.indexOf(tag) + tag.length;
  const end = html.indexOf('</form>', start);
  return end === -1 ? null : { action, body: html.slice(start, end) };
}
