-- p75 of each Core Web Vital over the last $1 days, per page and over all pages (page '*'), with
-- the share of page views rated good (POST /api/vitals; `npm run web-vitals`).
SELECT coalesce(page, '*') AS page,
       name,
       count(*)::int AS samples,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
       round(100.0 * count(*) FILTER (WHERE rating = 'good') / count(*))::int AS good_percent
  FROM web_vitals
 WHERE recorded_at > now() - make_interval(days => $1::int)
 GROUP BY GROUPING SETS ((name), (page, name))
 ORDER BY page NULLS FIRST, name;
