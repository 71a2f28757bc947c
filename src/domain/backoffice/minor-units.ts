/**
 * An amount a person typed in major units ("12", "12.5", "12,50") as minor units (every store
 * currency has two minor digits); null for anything else.
 */
export const minorUnitsOf = (typed: string): number | null => {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/** Minor units written as major units with two decimals ("1250" → "12.50"), as a spreadsheet reads them. */
export const majorUnitsText = (minor: number): string =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
