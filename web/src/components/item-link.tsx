// An item's name as a link to its item page (/items/<name>): price history, outliers and recent
// trades. Every screen that names an item uses it, so the item is one click away wherever it shows.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

export const itemPath = (name: string) => `/items/${encodeURIComponent(name)}`;

export function ItemLink({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={itemPath(name)}
      underline="hover"
      color="inherit"
      // A link inside a clickable row must not also open the row.
      onClick={(e) => e.stopPropagation()}
      data-testid="item-link"
    >
      {children ?? name}
    </Link>
  );
}
