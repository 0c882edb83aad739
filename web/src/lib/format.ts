// Display formatting. One implementation lives in the domain (docs/RULES.md, "Entities and values"); this re-export is the
// web's single door to it, so a screen never formats a date or number on its own.
export { formatTimestamp, formatNumber } from '@staff-console/domain';
