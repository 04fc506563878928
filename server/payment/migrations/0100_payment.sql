-- Card payment (server/payment). One row per payment attempt (one provider token).
-- Exactly once: a booking has at most one attempt that is capturing or captured (partial unique
-- index), and every status change is a conditional UPDATE from the expected previous status.

CREATE TABLE payments (
  id              serial PRIMARY KEY,
  buchung_id      integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  provider        text NOT NULL,
  -- Idempotency key sent to the provider as RequestId for Initialize.
  request_id      text NOT NULL UNIQUE,
  token           text UNIQUE,
  status          text NOT NULL CHECK (status IN (
                    'initializing', 'pending', 'authorized', 'capturing', 'captured',
                    'aborted', 'declined', 'failed', 'expired', 'discarded')),
  reason          text,
  error_name      text,
  amount_cent     integer NOT NULL CHECK (amount_cent > 0),
  currency        text NOT NULL DEFAULT 'EUR',
  order_id        text NOT NULL,
  language        text NOT NULL,
  redirect_url    text,
  expires_at      timestamptz,
  transaction_id  text UNIQUE,
  capture_id      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_booking_idx ON payments (buchung_id, created_at);
CREATE UNIQUE INDEX payments_one_capture_per_booking ON payments (buchung_id)
  WHERE status IN ('capturing', 'captured');

-- The local sandbox of the hosted payment page (PAYMENT_PROVIDER=sandbox): what the provider
-- itself would keep. In the database so that several server processes share it.
CREATE TABLE sandbox_payment_pages (
  token           text PRIMARY KEY,
  request_id      text NOT NULL UNIQUE,
  order_id        text NOT NULL,
  description     text NOT NULL,
  amount_cent     integer NOT NULL CHECK (amount_cent > 0),
  currency        text NOT NULL,
  language        text NOT NULL,
  return_url      text NOT NULL,
  status          text NOT NULL CHECK (status IN (
                    'open', 'challenge', 'authorized', 'captured', 'canceled', 'failed')),
  error_name      text,
  transaction_id  text UNIQUE,
  capture_id      text,
  expires_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
