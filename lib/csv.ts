// CSV files people open in a spreadsheet (RFC 4180): every cell quoted, and a cell that a spreadsheet would
// run as a formula (one starting with =, +, -, @, a tab or a carriage return: OWASP's list) given a leading
// apostrophe, so that a name or a note written as a formula is shown as text. Browser-safe.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted and neutralised. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The file's text: rows joined by CRLF, after a byte-order mark so that spreadsheets read names in any
 * script as UTF-8.
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
