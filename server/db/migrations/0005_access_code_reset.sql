-- "Zugangscode vergessen?" (issue 15): one row per reset link sent to a company's registered
-- e-mail. Only the SHA-256 of the link's token is stored; a link works until expires_at and only
-- once: setting the code fills used_at with a single UPDATE ... WHERE used_at IS NULL, so two tabs
-- submitting the same link at once set the code once.
CREATE TABLE access_code_resets (
  token_hash  text PRIMARY KEY,
  firmen_id   integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX access_code_resets_firmen_id_idx ON access_code_resets (firmen_id);
CREATE INDEX access_code_resets_expires_at_idx ON access_code_resets (expires_at);
