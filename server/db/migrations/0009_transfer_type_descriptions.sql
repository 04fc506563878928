-- The booking page adds the capacity to a transfer type's description from max_personen ("Für bis
-- zu 3 Personen."); the seeded descriptions said it too. Databases seeded before get the texts of
-- server/db/seed-reference.ts; a description the operator has changed since is left alone.
UPDATE transfer_types SET
  beschreibung_de = 'Ihr eigener Wagen mit Fahrer, direkt und ohne Zwischenstopp.',
  beschreibung_en = 'Your own car with driver, direct and without stops.'
 WHERE code = 'limousine'
   AND beschreibung_de = 'Ihr eigener Wagen mit Fahrer, direkt und ohne Zwischenstopp, bis 3 Personen.'
   AND beschreibung_en = 'Your own car with driver, direct and without stops, up to 3 passengers.';
UPDATE transfer_types SET
  beschreibung_de = 'Exklusiv für Ihre Gruppe, mit viel Platz für Gepäck.',
  beschreibung_en = 'Exclusive for your group, with plenty of room for luggage.'
 WHERE code = 'van'
   AND beschreibung_de = 'Exklusiv für Gruppen bis 8 Personen mit viel Platz für Gepäck.'
   AND beschreibung_en = 'Exclusive for groups of up to 8 with plenty of room for luggage.';
