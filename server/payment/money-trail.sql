-- What happened to this customer's money: every status change of every card payment attempt and refund of
-- the booking with voucher $1, oldest first (docs/deployment.md, npm run money-trail).
SELECT e.at, e.kind, e.payment_id, e.from_status, e.to_status, e.amount_cent, e.currency, e.provider,
       e.transaction_id, e.capture_id, e.error_name, e.reason, e.request_id
  FROM payment_events e
  JOIN bookings b ON b.id = e.buchung_id
 WHERE b.voucher = $1
 ORDER BY e.id
