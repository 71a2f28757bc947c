/**
 * CSV injection (OWASP): a cell a spreadsheet would run as a formula. A quote goes before each
 * formula start (= + - @, tab, CR and the full-width forms) that begins the cell or follows a
 * separator inside it (, ; tab CR LF): a spreadsheet that splits on ";" — the list separator in
 * German and French — or ignores the quotes starts a new cell there. Shared by the back office's
 * exports and the catalogue's products CSV, whose import takes the quotes off again (`undefused`).
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
const DEFUSED_START = /(?<=^|[,;\t\r\n])'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

export const defused = (cell: string): string => cell.replace(FORMULA_START, "'");

/** A cell as it was before `defused`. */
export const undefused = (cell: string): string => cell.replace(DEFUSED_START, '');
