-- The money trail (issue 17): every status change of a payment attempt, appended by a trigger
-- in the same transaction as the change, so no code path can change money without a line here.
-- "What happened to this customer's money" is one query (docs/deployment.md, npm run money-trail).
ALTER TABLE payments ADD COLUMN last_request_id text;

CREATE TABLE payment_events (
  id              bigserial PRIMARY KEY,
  payment_id      integer NOT NULL,
  buchung_id      integer NOT NULL,
  from_status     text,
  to_status       text NOT NULL,
  amount_cent     integer NOT NULL,
  currency        text NOT NULL,
  provider        text NOT NULL,
  transaction_id  text,
  capture_id      text,
  error_name      text,
  reason          text,
  -- The HTTP request (X-Request-Id) or reconciler round that made the change.
  request_id      text,
  at              timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX payment_events_booking_idx ON payment_events (buchung_id, id);

CREATE FUNCTION payment_events_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO payment_events (payment_id, buchung_id, from_status, to_status, amount_cent,
      currency, provider, transaction_id, capture_id, error_name, reason, request_id)
    VALUES (NEW.id, NEW.buchung_id, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END,
      NEW.status, NEW.amount_cent, NEW.currency, NEW.provider, NEW.transaction_id,
      NEW.capture_id, NEW.error_name, NEW.reason, NEW.last_request_id);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER payments_record_events AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payment_events_record();

-- Append-only: a trail that can be edited proves nothing.
CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only';
END
$$;
CREATE TRIGGER payment_events_no_change BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION payment_events_append_only();
