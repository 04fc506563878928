// POST /NeuKontakt/SendEmail/: contact messages (art kontakt) and logistics requests (art
// logistik), written to the outbox as the operator's notification and the sender's copy (the
// mail worker, server/mail, sends both). With an Idempotency-Key a retry stores nothing again.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { ApiError } from '../lib/errors';
import { isValidIsoDate } from '../lib/time';
import { emailText, parseOrThrow, readJson, requiredText, text } from '../lib/validation';
import { storeOncePerKey } from '../services/request-once';
import { serviceLabel } from '../mail/request-mails';

const anredeId = z.number().int().min(1).max(2_147_483_647).nullable();
const address = z.object({
  strasse: text(120),
  plz: text(10),
  ort: text(80),
  ortsteil: text(80).default(''),
});

const contactMessage = z.object({
  art: z.literal('kontakt'),
  anredeId,
  vorname: text(60),
  name: requiredText(60),
  firma: text(120),
  email: emailText(254),
  telefon: text(30),
  betreff: requiredText(120),
  nachricht: requiredText(5000),
  voucher: text(20),
  einwilligungDatenschutz: z.literal(true),
});

const logisticsRequest = z.object({
  art: z.literal('logistik'),
  leistung: z.enum(['kurier', 'gepaeck', 'fracht', 'sonstiges']),
  firma: text(120),
  anredeId,
  vorname: text(60),
  name: requiredText(60),
  email: emailText(254),
  telefon: requiredText(30),
  abholAdresse: address,
  zielAdresse: address,
  datum: z.string().refine(isValidIsoDate, { params: { fieldCode: 'format', reason: 'date' } }),
  zeit: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/),
  beschreibung: requiredText(5000),
  einwilligungDatenschutz: z.literal(true),
});

const RECIPIENT = {
  kontakt: 'service@shuttle.example',
  logistik: 'logistik@shuttle.example',
} as const;

export function contactRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/NeuKontakt/SendEmail', async (c) => {
    // Pick the schema by `art` first, so field errors name the fields of that form.
    const raw = await readJson(c);
    const art = (raw as { art?: unknown } | null)?.art;
    if (art !== 'kontakt' && art !== 'logistik')
      throw new ApiError('validation', [
        { path: 'art', code: art === undefined ? 'required' : 'unknownValue' },
      ]);
    const body =
      art === 'kontakt' ? parseOrThrow(contactMessage, raw) : parseOrThrow(logisticsRequest, raw);
    const betreff =
      body.art === 'kontakt'
        ? body.betreff
        : `Logistikanfrage (${serviceLabel(body.leistung, 'de')}) ${body.firma || `${body.vorname} ${body.name}`.trim()}`;
    const receipt = await storeOncePerKey(c, body.art, body, {
      empfaenger: RECIPIENT[body.art],
      betreff,
    });
    return c.json(receipt, 202);
  });
  return app;
}
