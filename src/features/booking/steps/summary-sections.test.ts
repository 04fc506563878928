import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../../../machines/shared/test-fixtures';
import { summarySections } from './summary-sections';

const t = i18next.t.bind(i18next);

describe('the summary of the trip details', () => {
  it('names the c/o and the phone once each, for a private customer and a company', () => {
    const base = draftFixture();
    const booking = draftFixture({
      kundeStamm: { ...base.kundeStamm, co: 'Hotel am See', telefon: '0511 123456', kst: '4711' },
    });
    for (const customer of ['private', 'company'] as const) {
      const contact = summarySections(t, booking, null, 'de-DE', customer).find(
        (section) => section.id === 'person',
      )!;
      const labels = contact.rows.map((row) => row.label);
      expect(labels.filter((label) => label === 'Telefon')).toHaveLength(1);
      expect(labels.filter((label) => label === t('booking.tripDetails.co'))).toHaveLength(1);
      expect(contact.rows.map((row) => row.value)).toEqual(
        expect.arrayContaining(['Hotel am See', '0511 123456']),
      );
    }
  });
});
