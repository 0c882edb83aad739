// The sentences of a log list's row selection.
export const SELECTION_UI = {
  selectRow: 'Select this row',
  selectPage: 'Select every row on this page',
  selected: (n: number) => `${n} selected`,
  addToCase: 'Add to case',
  clear: 'Clear',
  bar: 'Selected rows',
};
