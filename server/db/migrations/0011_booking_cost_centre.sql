-- A ride is billed to the cost centre (kst) and department (bereich) it was booked on: the
-- booking keeps them as booked or last edited (kundeStamm.kst/bereich of POST /Buchung/Neu and
-- PUT /Buchung/Aktualisieren), so a later change of the company's saved customer (PUT
-- /Kunde/Aktualisieren) no longer moves past rides in the booking list and its CSV export to the
-- new cost centre. Existing bookings take their customer's values of now: the best there is.
ALTER TABLE bookings ADD COLUMN kst text NOT NULL DEFAULT '', ADD COLUMN bereich text NOT NULL DEFAULT '';
UPDATE bookings SET kst = customers.kst, bereich = customers.bereich
  FROM customers WHERE customers.id = bookings.kunde_id;
