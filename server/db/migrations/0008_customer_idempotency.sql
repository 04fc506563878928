-- A company's new customer (POST /Kunde/Neu) takes an Idempotency-Key like contact messages and
-- registrations: the customer row keeps the key and the hash of the request, so a retry whose
-- first answer was lost answers the customer created then instead of creating it a second time.
-- The unique index (per company: one company's key says nothing about another's customers) also
-- makes concurrent requests with the same key create one customer. Kept as long as the customer.
ALTER TABLE customers ADD COLUMN idempotency_key text, ADD COLUMN request_hash text;
CREATE UNIQUE INDEX customers_idempotency_key_idx ON customers (firmen_id, idempotency_key);
