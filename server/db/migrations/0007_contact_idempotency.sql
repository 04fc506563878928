-- Contact messages and logistics requests take an Idempotency-Key like bookings: the operator's
-- notification keeps the key and the hash of the request, so a retry whose first answer was lost
-- finds the receipt instead of storing the message a second time. The unique index also makes
-- two concurrent requests with the same key store one message. Kept as long as the message.
ALTER TABLE outbox ADD COLUMN idempotency_key text, ADD COLUMN request_hash text;
CREATE UNIQUE INDEX outbox_idempotency_key_idx ON outbox (idempotency_key);
