import { describe, expect, it } from 'vitest';
import { companyErrorKey } from './company-call-error';

describe('companyErrorKey', () => {
  it('names the card-payment conflicts of an edit (409) instead of a server failure', () => {
    expect(companyErrorKey({ kind: 'http', status: 409, code: 'alreadyPaid' })).toBe(
      'company.errors.alreadyPaid',
    );
    expect(companyErrorKey({ kind: 'http', status: 409, code: 'paymentInProgress' })).toBe(
      'company.errors.paymentInProgress',
    );
  });

  it('keeps the session, access and network texts', () => {
    expect(companyErrorKey({ kind: 'http', status: 401, code: 'unauthorized' })).toBe(
      'company.errors.sessionExpired',
    );
    expect(companyErrorKey({ kind: 'timeout' })).toBe('company.errors.timeout');
    expect(companyErrorKey({ kind: 'http', status: 500, code: 'internal' })).toBe(
      'company.errors.server',
    );
  });
});
