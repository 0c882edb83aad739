// A table's text as arrays, for assertions: its column headers, and its body's cells row by row.
export const headerTexts = (table: HTMLElement): (string | null)[] => Array.from(table.querySelectorAll('thead th'), (th) => th.textContent);

export const bodyTexts = (table: HTMLElement): (string | null)[][] =>
  Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
