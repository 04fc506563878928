-- Each ride priced by its own address (docs/decisions/0026): a ride keeps its own price, so that
-- cancelling it takes off what it cost, and an edit prices each ride where it now goes.
ALTER TABLE booking_legs ADD COLUMN preis_cent integer;
-- Until now a booking cost one price per ride times its rides, plus its extras, and a cancelled
-- ride's share had been taken off its total: each ride gets that share. (A booking cancelled
-- whole kept its total, so there every ride counts.)
UPDATE booking_legs AS leg
SET preis_cent = share.cent
FROM (
  SELECT b.id,
    ROUND(
      (b.preis_cent - COALESCE((
        SELECT SUM(e.preis_cent * be.anzahl)
        FROM booking_extras AS be JOIN extras AS e ON e.id = be.extra_id
        WHERE be.buchung_id = b.id), 0))::numeric
      / GREATEST(1, (
        SELECT COUNT(*) FROM booking_legs AS l
        WHERE l.buchung_id = b.id AND (l.status_id <> 5 OR b.storniert)))
    )::integer AS cent
  FROM bookings AS b
) AS share
WHERE leg.buchung_id = share.id;
ALTER TABLE booking_legs ALTER COLUMN preis_cent SET NOT NULL;
