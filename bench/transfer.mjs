// What a browser receives for one page view: every response's encoded (compressed) size as the
// network reports it, by resource type, from a cold cache until the network has been quiet for
// a second (no interaction, so the JavaScript counted is what arrives before the first one).
// The bench talks plain HTTP to 127.0.0.1, where Chromium does not offer brotli by itself; the
// request says `br, gzip` as browsers do over HTTPS, so the sizes are those of production.

/** { js, css, font, document, fetch, other, total, requests, encodings, files } in bytes for `url`. */
export async function measureTransfer(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map();
  const urls = new Map();
  const files = [];
  const encodings = {};
  const sizes = { js: 0, css: 0, font: 0, document: 0, fetch: 0, other: 0 };
  let requests = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const kind =
      {
        Script: 'js',
        Stylesheet: 'css',
        Font: 'font',
        Document: 'document',
        Fetch: 'fetch',
        XHR: 'fetch',
      }[type] ?? 'other';
    kinds.set(requestId, kind);
    urls.set(requestId, new URL(response.url).pathname);
    const encoding =
      Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ??
      'identity';
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
  });
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now();
    requests += 1;
    sizes[kinds.get(requestId) ?? 'other'] += encodedDataLength;
    files.push({
      path: urls.get(requestId),
      kind: kinds.get(requestId) ?? 'other',
      bytes: encodedDataLength,
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - lastActivity < 1000) await new Promise((r) => setTimeout(r, 100));
  await context.close();
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  files.sort((a, b) => b.bytes - a.bytes);
  return { ...sizes, total, requests, encodings, files };
}
