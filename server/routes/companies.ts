// Company login (id, email or external id + access code), access code reset, logout and
// registration requests.
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, companyRegistrations } from '../db/schema';
import type { AppContext, AppEnv } from '../http/context';
import { endSession, startSession, toCompanySession, type CompanyRow } from '../http/session';
import { ApiError } from '../lib/errors';
import { safeEqual, verifyAgainstDummy, verifySecret } from '../lib/crypto';
import { emailText, optionalEmail, parseBody, requiredText, text } from '../lib/validation';
import { attemptSucceeded, beginAttempt, type ThrottleKeys } from '../services/throttle';
import {
  checkAccessCodeLink,
  requestAccessCodeReset,
  setAccessCode,
  subjectOf,
} from '../services/access-code-reset';
import { storeOncePerKey } from '../services/request-once';
import {
  ACCESS_CODE_MAX,
  ACCESS_CODE_MIN,
  accessCodeProblem,
  RESET_TOKEN_PATTERN,
} from '../../src/domain/access-code';

const int = () => z.number().int().min(1).max(2_147_483_647);

const loginMitId = z.object({ firmenId: int(), zugangscode: z.string().min(1).max(100) });
const loginMitEmail = z.object({
  email: z.string().trim().min(3).max(254),
  zugangscode: z.string().min(1).max(100),
});
const loginMitExterneId = z.object({ externeId: z.string().min(1).max(100), firmenId: int() });
const zugangscodeVergessen = z.object({ kennung: z.string().trim().min(1).max(254) });
const zugangscodeLink = z.object({ token: z.string().regex(RESET_TOKEN_PATTERN) });
const zugangscodeSetzen = zugangscodeLink.extend({
  zugangscode: z
    .string()
    .min(ACCESS_CODE_MIN)
    .max(ACCESS_CODE_MAX)
    .refine((code) => accessCodeProblem(code) === null),
});

type CompanyRecord = typeof companies.$inferSelect;

async function finishLogin(
  c: AppContext,
  keys: ThrottleKeys,
  company: CompanyRecord | undefined,
  ok: boolean,
) {
  // A failure stays counted: beginAttempt counted it before the code was checked.
  if (!company || !ok || !company.aktiv) throw new ApiError('loginFailed');
  await attemptSucceeded(c, keys);
  await startSession(c, company.id);
  return c.json(toCompanySession(company as CompanyRow));
}

export function companyRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/Firma/LoginMitId', async (c) => {
    const body = await parseBody(c, loginMitId);
    const keys = await beginAttempt(c, `id:${body.firmenId}`);
    const [company] = await c.var.deps.db
      .select()
      .from(companies)
      .where(eq(companies.id, body.firmenId));
    const ok = company
      ? await verifySecret(body.zugangscode, company.zugangscodeHash)
      : await verifyAgainstDummy(body.zugangscode);
    return finishLogin(c, keys, company, ok);
  });

  app.post('/Firma/LoginMitEmail', async (c) => {
    const body = await parseBody(c, loginMitEmail);
    const email = body.email.toLowerCase();
    const keys = await beginAttempt(c, `email:${email}`);
    const [company] = await c.var.deps.db
      .select()
      .from(companies)
      .where(eq(sql`lower(${companies.email})`, email));
    const ok = company
      ? await verifySecret(body.zugangscode, company.zugangscodeHash)
      : await verifyAgainstDummy(body.zugangscode);
    return finishLogin(c, keys, company, ok);
  });

  app.post('/Firma/LoginMitExterneId', async (c) => {
    const body = await parseBody(c, loginMitExterneId);
    const keys = await beginAttempt(c, `ext:${body.firmenId}`);
    const [company] = await c.var.deps.db
      .select()
      .from(companies)
      .where(and(eq(companies.id, body.firmenId)));
    const ok = company ? safeEqual(company.externeId, body.externeId) : false;
    return finishLogin(c, keys, company, ok);
  });

  // Always 204, known company or not (services/access-code-reset.ts: no account enumeration).
  app.post('/Firma/ZugangscodeVergessen', async (c) => {
    const body = await parseBody(c, zugangscodeVergessen);
    await requestAccessCodeReset(c, subjectOf(body.kennung), c.var.lang);
    return c.body(null, 204);
  });

  app.post('/Firma/ZugangscodeLink', async (c) => {
    const body = await parseBody(c, zugangscodeLink);
    await checkAccessCodeLink(c, body.token);
    return c.body(null, 204);
  });

  app.post('/Firma/ZugangscodeSetzen', async (c) => {
    const body = await parseBody(c, zugangscodeSetzen);
    await setAccessCode(c, body.token, body.zugangscode);
    return c.body(null, 204);
  });

  app.post('/Firma/Logout', async (c) => {
    await endSession(c);
    return c.body(null, 204);
  });

  const registration = z.object({
    firma: z.object({
      name: requiredText(120),
      name2: text(120),
      strasse: requiredText(120),
      plz: requiredText(10),
      ort: requiredText(80),
      land: z.string().regex(/^[A-Za-z]{2}$/),
      telefon: text(30),
      email: emailText(254),
      ustId: text(20),
    }),
    ansprechpartner: z.object({
      anredeId: int().nullable(),
      vorname: requiredText(60),
      name: requiredText(60),
      email: emailText(254),
      telefon: requiredText(30),
      position: text(60),
    }),
    rechnungsadresse: z
      .object({
        name: requiredText(120),
        strasse: requiredText(120),
        plz: requiredText(10),
        ort: requiredText(80),
        email: optionalEmail(254),
      })
      .nullable(),
    bemerkung: text(2000),
    einwilligungDatenschutz: z.literal(true),
  });

  app.post('/Firma/Neu', async (c) => {
    const body = await parseBody(c, registration);
    const receipt = await storeOncePerKey(
      c,
      'registrierung',
      body,
      { empfaenger: 'vertrieb@shuttle.example', betreff: `Neukunde: ${body.firma.name}` },
      // The sales team's list, in the same transaction as the notification.
      (tx, at) =>
        tx.insert(companyRegistrations).values({
          firma: body.firma.name,
          email: body.firma.email,
          payload: body,
          createdAt: at,
        }),
    );
    return c.json(receipt, 201);
  });

  return app;
}
