-- A booking keeps its passenger as booked (docs/decisions/0025): the person (salutation, names,
-- c/o, e-mail, mobile, phone) and the customer's address are the booking's own, written by POST
-- /Buchung/Neu and PUT /Buchung/Aktualisieren, as the cost centre and department are since 0011.
-- A company's later change of the saved customer (PUT /Kunde/Aktualisieren) no longer renames or
-- moves its booked rides (ride page, list, CSV, tracking, receipt, mails); kunde_id still names the
-- saved customer the ride was booked for. Existing bookings take their customer's values of now:
-- the best there is.
ALTER TABLE bookings
  ADD COLUMN anrede_id integer REFERENCES salutations(id),
  ADD COLUMN vorname text NOT NULL DEFAULT '',
  ADD COLUMN name text NOT NULL DEFAULT '',
  ADD COLUMN co text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN mobil text NOT NULL DEFAULT '',
  ADD COLUMN telefon text NOT NULL DEFAULT '',
  ADD COLUMN strasse text NOT NULL DEFAULT '',
  ADD COLUMN plz text NOT NULL DEFAULT '',
  ADD COLUMN ort text NOT NULL DEFAULT '',
  ADD COLUMN ortsteil text NOT NULL DEFAULT '';
UPDATE bookings SET anrede_id = customers.anrede_id, vorname = customers.vorname,
    name = customers.name, co = customers.co, email = customers.email, mobil = customers.mobil,
    telefon = customers.telefon, strasse = customers.strasse, plz = customers.plz,
    ort = customers.ort, ortsteil = customers.ortsteil
  FROM customers WHERE customers.id = bookings.kunde_id;
