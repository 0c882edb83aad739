/** The colour of a case's status wherever it is shown as a chip. */
export const STATUS_COLOR = { open: 'primary', investigating: 'warning', closed: 'default' } as const;
