-- Delivery of the outbox (server/mail/worker.ts): every row is one e-mail to one recipient. A
-- worker in each server process claims due rows with FOR UPDATE SKIP LOCKED (status 'sending',
-- committed before the SMTP call), sends them and marks them 'sent'; a temporary failure puts the
-- row back to 'pending' with a later next_attempt_at, a permanent one ends it 'failed'.
ALTER TABLE outbox
  ADD COLUMN status          text NOT NULL DEFAULT 'pending'
                             CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  -- Delivery attempts so far (counted when a worker claims the row).
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0,
  -- A pending row is not tried before this time (backoff after a temporary failure).
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- When the row was last claimed: a 'sending' row claimed long ago was left by a dead process.
  ADD COLUMN claimed_at      timestamptz,
  ADD COLUMN sent_at         timestamptz,
  -- The Message-ID header the message went out with.
  ADD COLUMN message_id      text,
  -- Where it went: the SMTP server's answer, or the .eml file of the local demo.
  ADD COLUMN delivery        text,
  -- Name, code and first line of the last error (never the message or its recipient).
  ADD COLUMN last_error      text;

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
