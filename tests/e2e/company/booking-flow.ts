import { expect, type Page } from '@playwright/test';
import { daysAhead } from './helpers';

/** Steps of a company booking through the UI, shared by the booking specs. */

export async function pickPassenger(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrgast' })).toBeVisible();
  await page.getByRole('button', { name: `${name} als Fahrgast auswählen` }).click();
}

export async function enterNewPassenger(page: Page, vorname: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrgast' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill(vorname);
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(name);
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(`${vorname.toLowerCase()}@example.org`);
  await page.getByRole('textbox', { name: /^Mobiltelefon/ }).fill('0151 1234567');
  await page.getByRole('button', { name: 'Weiter' }).click();
}

export interface DestinationInput {
  airport?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
  days?: number;
}

export async function fillDestination(page: Page, input: DestinationInput = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Reiseziel' })).toBeVisible();
  if (input.airport) await page.getByRole('combobox', { name: /^Flughafen/ }).selectOption(input.airport);
  if (input.strasse) await page.getByRole('textbox', { name: /^Straße und Hausnummer/ }).fill(input.strasse);
  if (input.plz) await page.getByRole('textbox', { name: /^PLZ/ }).fill(input.plz);
  if (input.ort) await page.getByRole('textbox', { name: /^Ort/ }).first().fill(input.ort);
  await page.getByLabel(/^Datum/).fill(daysAhead(input.days ?? 10));
  await page.getByLabel(/^Uhrzeit/).fill('08:30');
  await page.getByRole('button', { name: 'Weiter' }).click();
}

export async function chooseTariff(page: Page, index = 0): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Tarif' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Fahrzeugart wählen' });
  await group.getByRole('radio').nth(index).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
}

export async function fillTripDetails(page: Page, options: { kst?: string; bereich?: string; strasse?: string } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Reisedetails' })).toBeVisible();
  if (options.kst !== undefined) await page.getByRole('textbox', { name: 'Kostenstelle' }).fill(options.kst);
  if (options.bereich !== undefined) await page.getByRole('textbox', { name: 'Abteilung' }).fill(options.bereich);
  const salutation = page.getByRole('combobox', { name: /^Anrede/ });
  if ((await salutation.inputValue()) === '') await salutation.selectOption({ index: 1 });
  for (const [label, value] of [
    [/^Vorname/, 'Erika'],
    [/^Nachname/, 'Muster'],
    [/^E-Mail-Adresse/, 'erika@example.org'],
    [/^Mobiltelefon/, '0151 2345678'],
    [/^Straße und Hausnummer/, options.strasse ?? 'Testweg 1'],
  ] as const) {
    const field = page.getByRole('textbox', { name: label });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  await page.getByRole('group', { name: /^Abholzeit/ }).first().getByRole('radio', { name: 'Feste Abholzeit' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
}

export async function bookNow(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt buchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätigung' })).toBeVisible({ timeout: 15_000 });
  await page.waitForURL(/\/buchung\/status$/);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('Buchung') ?? 'null') as { buchungStamm: { voucher: string } } | null);
  expect(stored?.buchungStamm.voucher).toBeTruthy();
  return stored!.buchungStamm.voucher;
}
