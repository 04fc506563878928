-- Optimistic concurrency (docs/decisions/0021): a booking and a customer carry a version that
-- every write of the row raises by one. A read answers it (buchungStamm.version,
-- kundeStamm.version), a save may send it back, and the server refuses the save (409 conflict)
-- when the row has been written since that read, checked under the row lock. updated_at is not
-- used for this: its clock is each server process's own and a new row's value is finer than a
-- JavaScript Date, so two writes could look equal or a read could never match.
ALTER TABLE bookings ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE customers ADD COLUMN version integer NOT NULL DEFAULT 1;
