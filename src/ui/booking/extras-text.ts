/** The booked extras as one line, "1 × Kindersitz, 2 × Zusätzliches Gepäckstück" ('' for none). */
export function extrasText(
  chosen: readonly { id: number; anzahl: number }[],
  extras: readonly { id: number; name: string }[],
): string {
  return chosen
    .map((booked) => {
      const extra = extras.find((e) => e.id === booked.id);
      return extra && booked.anzahl > 0 ? `${booked.anzahl} × ${extra.name}` : null;
    })
    .filter(Boolean)
    .join(', ');
}
