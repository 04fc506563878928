-- A company removes a saved passenger from its customer list (DELETE /Kunde/{id}): the row
-- stays, because its bookings refer to it and keep showing their passenger (name, address) in
-- the booked rides, the ride page, tracking, receipts and mails for as long as bookings are
-- kept. entfernt_am marks it: the list's search, its detail, its save and a new booking no
-- longer find it.
ALTER TABLE customers ADD COLUMN entfernt_am timestamp with time zone;
