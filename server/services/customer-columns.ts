import type { Address, KundeStamm } from '../../src/domain/booking';

/** The passenger fields both a booking and a company's customer list store. */
export interface CustomerFields {
  kundeStamm: Pick<KundeStamm, 'anredeId' | 'vorname' | 'name' | 'co' | 'email' | 'mobil' | 'telefon' | 'kst' | 'bereich'>;
  kundeAdresse: Address;
}

/** The `customers` row of a passenger: the same columns for a booking and for the customer list. */
export function customerColumns({ kundeStamm: k, kundeAdresse: a }: CustomerFields, firmenId: number | null) {
  return {
    firmenId,
    anredeId: k.anredeId,
    vorname: k.vorname.trim(),
    name: k.name.trim(),
    co: k.co,
    email: k.email.trim(),
    mobil: k.mobil,
    telefon: k.telefon,
    kst: k.kst,
    bereich: k.bereich,
    strasse: a.strasse,
    plz: a.plz,
    ort: a.ort,
    ortsteil: a.ortsteil,
  };
}
