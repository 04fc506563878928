// Company sessions: an opaque random token in the HttpOnly cookie `firma_session` (Path=/api),
// stored only as its SHA-256 in `sessions`. See docs/decisions/0003-company-auth.md.
import {
  companyCapabilities,
  type CompanyCapabilities,
} from '../../src/domain/company-capabilities';
import { and, eq, gt, lt } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { companies, sessions } from '../db/schema';
import { ApiError } from '../lib/errors';
import { randomToken, sha256 } from '../lib/crypto';
import type { AppContext } from './context';
import { requestIsHttps } from './proxy';

export const SESSION_COOKIE = 'firma_session';

export interface CompanyRow {
  id: number;
  name: string;
  name2: string;
  alsPrivat: boolean;
  buchungListeAktiv: boolean;
  kundeListeAktiv: boolean;
  gruppe: string | null;
}

const cache = new WeakMap<object, Promise<CompanyRow | null>>();

function cookieOptions(c: AppContext) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    path: '/api',
    secure: requestIsHttps(c),
  };
}

export async function startSession(c: AppContext, firmenId: number): Promise<void> {
  const { db, now, sessionTtlMs } = c.var.deps;
  const token = randomToken(32);
  const at = now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    firmenId,
    createdAt: at,
    expiresAt: new Date(at.getTime() + sessionTtlMs),
  });
  // Old sessions are swept on every login; cheap with the primary key and few rows.
  await db.delete(sessions).where(lt(sessions.expiresAt, at));
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c),
    maxAge: Math.floor(sessionTtlMs / 1000),
  });
}

export async function endSession(c: AppContext): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await c.var.deps.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

/** The company of the request's session, or null (no cookie, unknown or expired session). */
export function sessionCompany(c: AppContext): Promise<CompanyRow | null> {
  const key = c.req.raw;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadSessionCompany(c);
    cache.set(key, pending);
  }
  return pending;
}

async function loadSessionCompany(c: AppContext): Promise<CompanyRow | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const { db, now } = c.var.deps;
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      name2: companies.name2,
      alsPrivat: companies.alsPrivat,
      buchungListeAktiv: companies.buchungListeAktiv,
      kundeListeAktiv: companies.kundeListeAktiv,
      gruppe: companies.gruppe,
    })
    .from(sessions)
    .innerJoin(companies, eq(companies.id, sessions.firmenId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        gt(sessions.expiresAt, now()),
        eq(companies.aktiv, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** 401 without a session, 403 when the session belongs to another company. */
export async function requireCompany(c: AppContext, firmenId: number): Promise<CompanyRow> {
  const company = await sessionCompany(c);
  if (!company) throw new ApiError('unauthorized');
  if (company.id !== firmenId) throw new ApiError('forbidden');
  return company;
}

/**
 * What a company may do (entry step, tariffs, tabs): the rules of src/domain/company-capabilities.ts,
 * the same the browser's layout and booking machine apply.
 */
export function capabilitiesOf(
  company: Pick<CompanyRow, 'id' | 'alsPrivat' | 'buchungListeAktiv' | 'kundeListeAktiv'>,
): CompanyCapabilities {
  return companyCapabilities({
    firmenId: company.id,
    alsPrivat: company.alsPrivat,
    buchungListeAktiv: company.buchungListeAktiv,
    kundeListeAktiv: company.kundeListeAktiv,
  });
}

export function toCompanySession(company: CompanyRow) {
  return {
    firmenId: company.id,
    name: company.name,
    name2: company.name2,
    alsPrivat: company.alsPrivat,
    buchungListeAktiv: company.buchungListeAktiv,
    kundeListeAktiv: company.kundeListeAktiv,
  };
}
