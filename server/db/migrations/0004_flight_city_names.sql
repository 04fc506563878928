-- Flight information in the user's language (issue 15): the English name of the other airport's
-- city beside the German one, so the board shows "Munich" in English and finds either name.
ALTER TABLE flight_schedule ADD COLUMN stadt_en text;
UPDATE flight_schedule f SET stadt_en = names.en
  FROM (VALUES
    ('München', 'Munich'), ('Zürich', 'Zurich'), ('Wien', 'Vienna'), ('Kopenhagen', 'Copenhagen'),
    ('Rom', 'Rome'), ('Lissabon', 'Lisbon'), ('Athen', 'Athens'), ('Warschau', 'Warsaw')
  ) AS names (de, en)
 WHERE f.stadt = names.de;
UPDATE flight_schedule SET stadt_en = stadt WHERE stadt_en IS NULL;
ALTER TABLE flight_schedule ALTER COLUMN stadt_en SET NOT NULL;
