import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentDeadline } from './payment-deadline';

describe('PaymentDeadline', () => {
  it('names the instant in Berlin time, winter and summer, in the page’s words', () => {
    const winter = render(<PaymentDeadline until="2026-12-02T09:00:00Z" />);
    expect(winter.container).toHaveTextContent(
      'Bitte bezahlen Sie bis 2. Dezember 2026 um 10:00, sonst wird die Buchung storniert.',
    );
    winter.unmount();
    const summer = render(<PaymentDeadline until="2026-07-01T21:30:00Z" />);
    expect(summer.container).toHaveTextContent('bis 1. Juli 2026 um 23:30,');
  });

  it('says nothing without a deadline (paid, on account, cancelled)', () => {
    expect(render(<PaymentDeadline until={null} />).container).toBeEmptyDOMElement();
  });
});
