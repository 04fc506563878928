// The payer on the sandbox's hosted payment page, for tests that call the app in-process.
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** Approves the attempt `token` with the test card that succeeds (4242 …), as a payer would. */
export async function approveOnSandboxPage(server: TestServer, token: string): Promise<void> {
  const page = await server.app.request(`/sandbox/zahlung/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'karte=success&inhaber=Erika+Musterfrau',
  });
  expect(page.status).toBe(303);
}
