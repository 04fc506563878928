import { expect, test } from '../../support/fixtures';
import { DEMO_COMPANIES, loginWithId } from '../company/helpers';

/*
 * Security of the served app (issue 8): response headers on the page, an asset and the API;
 * no inline script in the page; the company session cookie's flags.
 */

function cspDirectives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const csp = cspDirectives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), `${what}: CSP frame-ancestors`).toEqual(["'none'"]);
}

test('the page: CSP without inline script, nosniff, Referrer-Policy, frame-ancestors', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectCommonHeaders(headers, '/');
  const csp = cspDirectives(headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc, 'script-src is set').not.toEqual([]);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc.some((s) => s === '*' || s.startsWith('http:') || s === 'data:')).toBe(false);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);

  // The page itself has no inline script for that CSP to allow.
  const html = await response.text();
  // A data block (type="application/json", the page's texts) is never executed.
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attrs, body]) =>
      !/\bsrc=|type="application\/json"/.test(attrs ?? '') && (body ?? '').trim() !== '',
  );
  expect(inline.map(([tag]) => tag.slice(0, 80))).toEqual([]);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('deep links answer with the same headers (SPA fallback)', async ({ request }) => {
  const response = await request.get('/privat-buchung/tarif-auswahl');
  expect(response.status()).toBe(200);
  expectCommonHeaders(response.headers(), '/privat-buchung/tarif-auswahl');
});

test('a built asset: nosniff and its real content type', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  expect(asset, 'index.html references a script bundle').toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/javascript/);
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the API: nosniff, no caching of per-user answers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
  const headers = response.headers();
  expectCommonHeaders(headers, '/api/health');
  expect(headers['content-type']).toMatch(/application\/json/);
  expect(headers['cache-control']).toMatch(/no-store/);
});

test('the company session cookie is HttpOnly and SameSite, and Secure behind TLS', async ({
  page,
  request,
  context,
}) => {
  await loginWithId(page, 'plain');
  const cookies = await context.cookies();
  const session = cookies.filter((c) => c.httpOnly);
  expect(cookies.length, 'the login sets a cookie').toBeGreaterThan(0);
  for (const cookie of cookies.filter((c) => /sess|sid|firma/i.test(c.name))) {
    expect(cookie.httpOnly, `${cookie.name} HttpOnly`).toBe(true);
    expect(['Lax', 'Strict']).toContain(cookie.sameSite);
  }
  expect(session.length, 'an HttpOnly session cookie').toBeGreaterThan(0);
  // Scripts in the page cannot read it.
  const visible = await page.evaluate(() => document.cookie);
  for (const cookie of session) expect(visible).not.toContain(cookie.value);

  // Behind a TLS-terminating proxy the cookie gets Secure (the test server runs with
  // TRUST_PROXY=1, as behind one proxy; without it X-Forwarded-Proto counts for nothing).
  const company = DEMO_COMPANIES.plain;
  const overTls = await request.post('/api/Firma/LoginMitId/', {
    data: { firmenId: company.firmenId, zugangscode: company.zugangscode },
    headers: { 'X-Forwarded-Proto': 'https' },
  });
  expect(overTls.status()).toBe(200);
  const setCookie = overTls
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(setCookie.length).toBeGreaterThan(0);
  for (const value of setCookie) {
    expect(value).toMatch(/;\s*HttpOnly/i);
    expect(value).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(value).toMatch(/;\s*Secure/i);
  }
  expect(overTls.headers()['strict-transport-security']).toBe(
    'max-age=31536000; includeSubDomains',
  );
});
