import { describe, expect, it } from 'vitest';
import { renderAccessCodeMail } from './access-code-mail';

type Row = Parameters<typeof renderAccessCodeMail>[0];

const row = (sprach: string) =>
  ({
    sprach,
    betreff: 'Set a new access code',
    payload: { token: 'tok_123-abc', firmenId: 61817, name: 'Hanseatica', gueltigMinuten: 60 },
  }) as unknown as Row;

describe('the access-code mail', () => {
  it.each(['de', 'en'])(
    '%s: its link opens the reset page in the mail language (none may be stored there)',
    (language) => {
      const mail = renderAccessCodeMail(row(language), { baseUrl: 'https://shuttle.example' });
      expect(mail.text).toContain(
        `https://shuttle.example/zugangscode-zuruecksetzen?token=tok_123-abc&sprache=${language}`,
      );
    },
  );
});
