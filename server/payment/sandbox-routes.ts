import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { randomBytes } from 'node:crypto';
import type { PaymentDb } from './db';
import {
  SANDBOX_3DS_CODE,
  SANDBOX_CARD_CHOICES,
  SANDBOX_TEXTS,
  type SandboxCardChoice,
  type SandboxLanguage,
} from './sandbox-texts';
import { sandboxPaymentPages, type SandboxPageRow, type SandboxPageStatus } from './schema';

/**
 * /sandbox/*: the local stand-in for the provider's hosted payment page. Plain server-rendered
 * HTML and one stylesheet, no script (the CSP allows only same-origin scripts, and none is needed).
 * Every outcome ends with a redirect to the ReturnUrl given at Initialize, like the real page.
 */
export interface SandboxRoutesOptions {
  db: PaymentDb;
  now?: () => Date;
  /** Merchant name shown on the page. */
  merchantName?: string;
  /**
   * Calls the notify URL given at Initialize once the payer is done, as the real provider does
   * from its servers; false leaves it out (a lost notification). Default: an HTTP GET, retried.
   */
  notify?: ((url: string) => Promise<void>) | false;
  /**
   * How long after the payer's outcome the notification is sent (default at once). The browser
   * tests set a long delay so that they see the browser's own return settle the payment.
   */
  notifyDelayMs?: number;
}

/** The provider's side of the notification: a GET, repeated a few times until it is answered 2xx. */
export async function callNotifyUrl(url: string, attempts = 3): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
    } catch {
      // the shop is not reachable right now: try again a little later
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
  }
}

const CSS = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#4a5460;--accent:#0b5cad;--accent-dark:#084a8c;--line:#c7ced6;--bg:#f4f6f8;--error:#b3261e}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg);line-height:1.5}
header{background:#fff;border-bottom:1px solid var(--line);padding:.75rem 1rem;display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
header p{margin:0;font-weight:600}
nav ul{list-style:none;margin:0;padding:0;display:flex;gap:.75rem}
a{color:var(--accent)}
a:hover{color:var(--accent-dark)}
main{max-width:36rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:1.25rem}
.banner{background:#fff4d6;border:1px solid #d9a400;border-radius:.5rem;padding:.5rem .75rem;margin-bottom:1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:var(--muted)}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
@media (max-width:400px){dl{grid-template-columns:minmax(0,1fr);gap:0}dd{margin-bottom:.5rem}}
fieldset{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
legend{font-weight:600;padding:0 .25rem}
.hint{color:var(--muted);font-size:.95rem;margin:.25rem 0 .5rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;padding:.35rem 0}
.choice input{margin-top:.3rem;width:1.1rem;height:1.1rem}
label{cursor:pointer}
.field{margin-bottom:1rem}
.field label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text]{width:100%;padding:.5rem .6rem;font:inherit;border:1px solid #6b7580;border-radius:.35rem}
input[aria-invalid=true]{border-color:var(--error)}
.error{color:var(--error);font-weight:600;margin:.25rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1rem}
button{font:inherit;font-weight:600;background:var(--accent);color:#fff;border:0;border-radius:.35rem;padding:.6rem 1.2rem;cursor:pointer}
button:hover{background:var(--accent-dark)}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
@media (max-width:575px){main{margin-top:1rem}.card{padding:1rem}}
`;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function formatAmount(amountCent: number, currency: string, lang: SandboxLanguage): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'de-DE', {
    style: 'currency',
    currency,
  }).format(amountCent / 100);
}

export function sandboxRoutes(options: SandboxRoutesOptions): Hono {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const merchant = options.merchantName ?? 'Airport Shuttle';
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
  });

  app.get('/sandbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(CSS);
  });

  async function pageOf(token: string): Promise<SandboxPageRow | undefined> {
    const [page] = await db
      .select()
      .from(sandboxPaymentPages)
      .where(eq(sandboxPaymentPages.token, token));
    return page;
  }

  function langOf(c: Context, page?: SandboxPageRow): SandboxLanguage {
    const requested = c.req.query('lang');
    if (requested === 'de' || requested === 'en') return requested;
    return page?.language === 'en' ? 'en' : 'de';
  }

  function layout(c: Context, lang: SandboxLanguage, title: string, body: string, status = 200) {
    const t = SANDBOX_TEXTS[lang];
    const path = new URL(c.req.url).pathname;
    const switcher = (['de', 'en'] as const)
      .map((l) => {
        const label = l === 'de' ? 'Deutsch' : 'English';
        const current = l === lang ? ' aria-current="true"' : '';
        return `<li><a href="${escapeHtml(path)}?lang=${l}" lang="${l}" hreflang="${l}"${current}>${label}</a></li>`;
      })
      .join('');
    const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title === t.title ? title : `${title} – ${t.title}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body>
<header><p>${escapeHtml(t.title)}</p><nav aria-label="${escapeHtml(t.language)}"><ul>${switcher}</ul></nav></header>
<main>
<p class="banner">${escapeHtml(t.banner)}</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
    return c.html(html, status as 200);
  }

  function summary(page: SandboxPageRow, lang: SandboxLanguage): string {
    const t = SANDBOX_TEXTS[lang];
    return `<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(merchant)}</dd>
<dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(page.description)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(page.amountCent, page.currency, lang))}</dd>
</dl>`;
  }

  function notFound(c: Context) {
    const lang = langOf(c);
    const t = SANDBOX_TEXTS[lang];
    return layout(
      c,
      lang,
      t.notFoundTitle,
      `<h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundText)}</p>`,
      404,
    );
  }

  const isExpired = (page: SandboxPageRow) => page.expiresAt.getTime() <= now().getTime();
  const back = (c: Context, page: SandboxPageRow) => c.redirect(page.returnUrl, 303);
  const notify = options.notify === undefined ? callNotifyUrl : options.notify;
  /** The payer is done (paid, declined or cancelled): tell the shop's server, then send the payer back. */
  const finish = (c: Context, page: SandboxPageRow) => {
    const notifyUrl = page.notifyUrl;
    if (notify && notifyUrl) {
      const send = () => void notify(notifyUrl).catch(() => undefined);
      if (options.notifyDelayMs) setTimeout(send, options.notifyDelayMs).unref();
      else send();
    }
    return back(c, page);
  };

  function expiredPage(c: Context, page: SandboxPageRow) {
    const lang = langOf(c, page);
    const t = SANDBOX_TEXTS[lang];
    return layout(
      c,
      lang,
      t.expiredTitle,
      `<h1>${escapeHtml(t.expiredTitle)}</h1><p>${escapeHtml(t.expiredText)}</p><p><a href="${escapeHtml(page.returnUrl)}">${escapeHtml(t.backToShop)}</a></p>`,
      410,
    );
  }

  /** Moves an open page to its outcome; a second submit (double click, back button) changes nothing. */
  async function settle(
    page: SandboxPageRow,
    from: SandboxPageStatus[],
    set: {
      status: SandboxPageStatus;
      errorName?: string | null;
      transactionId?: string | null;
      expiresAt?: Date;
    },
  ) {
    await db
      .update(sandboxPaymentPages)
      .set(set)
      .where(
        and(eq(sandboxPaymentPages.token, page.token), inArray(sandboxPaymentPages.status, from)),
      );
  }

  const newTransactionId = () => `sbx${randomBytes(9).toString('hex')}`;

  app.get('/zahlung/:token', async (c) => {
    const page = await pageOf(c.req.param('token'));
    if (!page) return notFound(c);
    if (page.status === 'challenge')
      return c.redirect(`/sandbox/zahlung/${encodeURIComponent(page.token)}/3ds`, 303);
    if (page.status !== 'open') return back(c, page);
    if (isExpired(page)) return expiredPage(c, page);
    const lang = langOf(c, page);
    const t = SANDBOX_TEXTS[lang];
    const token = encodeURIComponent(page.token);
    const choices = SANDBOX_CARD_CHOICES.map(
      (choice, index) =>
        `<div class="choice"><input type="radio" id="karte-${choice}" name="karte" value="${choice}"${
          index === 0 ? ' checked' : ''
        }><label for="karte-${choice}">${escapeHtml(t.cards[choice])}</label></div>`,
    ).join('\n');
    const body = `<h1>${escapeHtml(t.title)}</h1>
${summary(page, lang)}
<form method="post" action="/sandbox/zahlung/${token}?lang=${lang}">
<fieldset aria-describedby="karte-hinweis">
<legend>${escapeHtml(t.cardLegend)}</legend>
<p class="hint" id="karte-hinweis">${escapeHtml(t.cardHint)}</p>
${choices}
</fieldset>
<div class="field">
<label for="inhaber">${escapeHtml(t.holderLabel)}</label>
<p class="hint" id="inhaber-hinweis">${escapeHtml(t.holderHint)}</p>
<input type="text" id="inhaber" name="inhaber" autocomplete="cc-name" maxlength="80" aria-describedby="inhaber-hinweis">
</div>
<div class="actions">
<button type="submit">${escapeHtml(t.pay)} ${escapeHtml(formatAmount(page.amountCent, page.currency, lang))}</button>
<a href="/sandbox/zahlung/${token}/abbrechen">${escapeHtml(t.cancel)}</a>
</div>
</form>`;
    return layout(c, lang, t.title, body);
  });

  app.post('/zahlung/:token', async (c) => {
    const page = await pageOf(c.req.param('token'));
    if (!page) return notFound(c);
    if (page.status !== 'open') return back(c, page);
    if (isExpired(page)) return expiredPage(c, page);
    const form = await c.req.parseBody();
    const choice = (SANDBOX_CARD_CHOICES as readonly string[]).includes(String(form.karte))
      ? (form.karte as SandboxCardChoice)
      : 'success';
    switch (choice) {
      case 'success':
        await settle(page, ['open'], { status: 'authorized', transactionId: newTransactionId() });
        return finish(c, page);
      case 'challenge': {
        await settle(page, ['open'], { status: 'challenge' });
        const lang = langOf(c, page);
        return c.redirect(
          `/sandbox/zahlung/${encodeURIComponent(page.token)}/3ds?lang=${lang}`,
          303,
        );
      }
      case 'declined':
        await settle(page, ['open'], { status: 'failed', errorName: 'TRANSACTION_DECLINED' });
        return finish(c, page);
      case 'threeDsFailed':
        await settle(page, ['open'], { status: 'failed', errorName: '3DS_AUTHENTICATION_FAILED' });
        return finish(c, page);
      case 'expire':
        // The token runs out while the payer is on the page: Assert answers TOKEN_EXPIRED.
        await settle(page, ['open'], {
          status: 'open',
          expiresAt: new Date(now().getTime() - 1000),
        });
        return back(c, page);
    }
  });

  function challengePage(c: Context, page: SandboxPageRow, error: boolean) {
    const lang = langOf(c, page);
    const t = SANDBOX_TEXTS[lang];
    const token = encodeURIComponent(page.token);
    const describedBy = error ? 'code-hinweis code-fehler' : 'code-hinweis';
    const body = `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(t.challengeIntro)}</p>
${summary(page, lang)}
<form method="post" action="/sandbox/zahlung/${token}/3ds?lang=${lang}" novalidate>
<div class="field">
<label for="code">${escapeHtml(t.codeLabel)}</label>
<p class="hint" id="code-hinweis">${escapeHtml(t.codeHint)}</p>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="12" required aria-required="true" aria-describedby="${describedBy}"${
      error ? ' aria-invalid="true" autofocus' : ''
    }>
${error ? `<p class="error" id="code-fehler" role="alert">${escapeHtml(t.codeRequired)}</p>` : ''}
</div>
<div class="actions">
<button type="submit">${escapeHtml(t.confirm)}</button>
<a href="/sandbox/zahlung/${token}/abbrechen">${escapeHtml(t.cancel)}</a>
</div>
</form>`;
    // 200 also with an error: the form is shown again in place (browsers log 4xx documents as errors).
    return layout(
      c,
      lang,
      error ? `${t.errorSummary} ${t.challengeTitle}` : t.challengeTitle,
      body,
    );
  }

  app.get('/zahlung/:token/3ds', async (c) => {
    const page = await pageOf(c.req.param('token'));
    if (!page) return notFound(c);
    if (page.status !== 'challenge') return back(c, page);
    if (isExpired(page)) return expiredPage(c, page);
    return challengePage(c, page, false);
  });

  app.post('/zahlung/:token/3ds', async (c) => {
    const page = await pageOf(c.req.param('token'));
    if (!page) return notFound(c);
    if (page.status !== 'challenge') return back(c, page);
    if (isExpired(page)) return expiredPage(c, page);
    const form = await c.req.parseBody();
    const code = String(form.code ?? '').trim();
    if (code === '') return challengePage(c, page, true);
    if (code === SANDBOX_3DS_CODE) {
      await settle(page, ['challenge'], {
        status: 'authorized',
        transactionId: newTransactionId(),
      });
    } else {
      await settle(page, ['challenge'], {
        status: 'failed',
        errorName: '3DS_AUTHENTICATION_FAILED',
      });
    }
    return finish(c, page);
  });

  app.get('/zahlung/:token/abbrechen', async (c) => {
    const page = await pageOf(c.req.param('token'));
    if (!page) return notFound(c);
    await settle(page, ['open', 'challenge'], {
      status: 'failed',
      errorName: 'TRANSACTION_ABORTED',
    });
    return finish(c, page);
  });

  return app;
}
