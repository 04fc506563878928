/**
 * A random UUID (v4) for an Idempotency-Key (POST /Buchung/Neu, /NeuKontakt/SendEmail/). `crypto.randomUUID` exists
 * only in secure contexts, `getRandomValues` everywhere, so the key is built from the latter.
 */
export function createIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
