import { describe, expect, it } from 'vitest';
import { companyLoginLink, loginNoticeOf, returnPathOf } from './company-login-link';

const queryOf = (link: string) =>
  new URLSearchParams(link.slice(link.indexOf('?'), link.indexOf('#')));

describe('companyLoginLink', () => {
  it('leads to the focused login and back to the company page', () => {
    const link = companyLoginLink('/buchung/bearbeiten/eQ5mW9xT?formular');
    expect(link).toBe('/start?weiter=%2Fbuchung%2Fbearbeiten%2FeQ5mW9xT%3Fformular#firmenlogin');
    expect(returnPathOf(queryOf(link))).toBe('/buchung/bearbeiten/eQ5mW9xT?formular');
    expect(loginNoticeOf(queryOf(link))).toBeNull();
  });

  it('carries why the login was asked for', () => {
    const link = companyLoginLink('/buchung/gebuchte-fahrten', 'anmeldung');
    expect(returnPathOf(queryOf(link))).toBe('/buchung/gebuchte-fahrten');
    expect(loginNoticeOf(queryOf(link))).toBe('anmeldung');
  });

  it('names no page a login may not return to', () => {
    expect(companyLoginLink('/kontakt')).toBe('/start#firmenlogin');
    expect(companyLoginLink('/buchung', 'anmeldung')).toBe('/start?hinweis=anmeldung#firmenlogin');
  });
});

describe('loginNoticeOf', () => {
  it('knows only its own notices', () => {
    expect(loginNoticeOf(new URLSearchParams('hinweis=anmeldung'))).toBe('anmeldung');
    expect(loginNoticeOf(new URLSearchParams('hinweis=<b>x</b>'))).toBeNull();
    expect(loginNoticeOf(new URLSearchParams())).toBeNull();
  });
});
