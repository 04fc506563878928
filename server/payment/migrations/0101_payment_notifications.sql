-- The payer who never comes back (issue 12): the provider's server-to-server notification and a
-- periodic reconciliation settle attempts the browser never asserted.
-- next_check_at/checks: when the reconciler asks the provider about an open attempt next, with a
-- growing pause (the provider asks merchants not to poll), claimed across instances with
-- FOR UPDATE SKIP LOCKED.
ALTER TABLE payments ADD COLUMN next_check_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE payments ADD COLUMN checks integer NOT NULL DEFAULT 0;
CREATE INDEX payments_open_next_check_idx ON payments (next_check_at)
  WHERE status IN ('initializing', 'pending', 'authorized', 'capturing');

-- payer_told: the payer's browser has heard that this attempt is captured. A capture made by the
-- server alone is news to the payer who comes back ("paid", not "was paid already").
ALTER TABLE payments ADD COLUMN payer_told boolean NOT NULL DEFAULT false;

-- The sandbox calls the notify URL given at Initialize, as the real hosted page does.
ALTER TABLE sandbox_payment_pages ADD COLUMN notify_url text;
