-- Card bookings never paid (docs/decisions/0024): one reminder an hour after booking, then the
-- booking is released (cancelled). erinnert_am marks the reminder as sent, so each booking gets
-- it once whichever process runs the round; storno_grund says why a booking was cancelled when
-- nobody asked for it ('unbezahlt'); a cancellation by a person leaves it empty.
ALTER TABLE bookings ADD COLUMN erinnert_am timestamp with time zone;
ALTER TABLE bookings ADD COLUMN storno_grund text CHECK (storno_grund IN ('unbezahlt'));
-- The round looks only at unpaid bookings that are not cancelled: few, whatever the history.
CREATE INDEX bookings_unpaid_idx ON bookings (created_at)
  WHERE zahlungsstatus = 'offen' AND NOT storniert;
