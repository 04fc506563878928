-- Refunds (issue 15, docs/decisions/0009): a paid booking that is cancelled gets its money back
-- through the provider, exactly once. One row per booking (UNIQUE buchung_id), inserted under the
-- booking's row lock once the booking is cancelled; its request_id is the provider's RequestId
-- for every try, so a retried call is recognised by the provider as a repeat. Statuses move by
-- conditional UPDATEs like payments: pending -> refunding -> refunded | failed.
CREATE TABLE refunds (
  id              serial PRIMARY KEY,
  buchung_id      integer NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  payment_id      integer NOT NULL REFERENCES payments(id),
  provider        text NOT NULL,
  request_id      text NOT NULL UNIQUE,
  status          text NOT NULL CHECK (status IN ('pending', 'refunding', 'refunded', 'failed')),
  amount_cent     integer NOT NULL CHECK (amount_cent > 0),
  currency        text NOT NULL,
  -- The refund's own transaction at the provider (a refund is authorized, then captured).
  transaction_id  text,
  capture_id      text,
  error_name      text,
  tries           integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  last_request_id text
);
CREATE INDEX refunds_open_idx ON refunds (status) WHERE status IN ('pending', 'refunding');

-- The money trail shows refunds next to the payment attempts: kind 'refund', the refund's
-- status, the refunded payment's id.
ALTER TABLE payment_events ADD COLUMN kind text NOT NULL DEFAULT 'payment';

CREATE FUNCTION refund_events_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO payment_events (kind, payment_id, buchung_id, from_status, to_status, amount_cent,
      currency, provider, transaction_id, capture_id, error_name, reason, request_id)
    VALUES ('refund', NEW.payment_id, NEW.buchung_id,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END, NEW.status, NEW.amount_cent,
      NEW.currency, NEW.provider, NEW.transaction_id, NEW.capture_id, NEW.error_name, NULL,
      NEW.last_request_id);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER refunds_record_events AFTER INSERT OR UPDATE ON refunds
  FOR EACH ROW EXECUTE FUNCTION refund_events_record();

-- What the sandbox provider keeps of the refunds it made (Saferpay keeps them as transactions
-- of type REFUND). The same RequestId finds the same refund, as Saferpay answers a repeat.
CREATE TABLE sandbox_refunds (
  transaction_id          text PRIMARY KEY,
  request_id              text NOT NULL UNIQUE,
  refunded_capture_id     text NOT NULL,
  amount_cent             integer NOT NULL CHECK (amount_cent > 0),
  currency                text NOT NULL,
  order_id                text,
  status                  text NOT NULL CHECK (status IN ('authorized', 'captured')),
  capture_id              text,
  created_at              timestamptz NOT NULL DEFAULT now()
);
