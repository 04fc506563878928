-- Field data (issue 13, part 6): Core Web Vitals as visitors' browsers measured them, one row per
-- metric and page view (POST /api/vitals). No address, no user agent, no query string; a path
-- segment that could carry an id is stored as ':id'. Read with `npm run web-vitals`.
CREATE TABLE web_vitals (
  id bigserial PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  page text NOT NULL,
  name text NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS')),
  value double precision NOT NULL CHECK (value >= 0),
  rating text NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor'))
);
CREATE INDEX web_vitals_recorded_at ON web_vitals (recorded_at);
