import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionChips, chipsOf } from './permission-chips';

describe('role permission chips (at most 3, then +N; docs/RULES.md, "Constants and limits")', () => {
  it('keeps the first three and counts the rest', () => {
    expect(chipsOf(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(chipsOf(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(chipsOf(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it("renders three chips and '+N'", () => {
    render(<PermissionChips permissions={['view_chat', 'view_trades', 'view_marketplace', 'view_users', 'manage_users']} />);
    expect(screen.getByText('view_chat')).toBeInTheDocument();
    expect(screen.getByText('view_trades')).toBeInTheDocument();
    expect(screen.getByText('view_marketplace')).toBeInTheDocument();
    expect(screen.queryByText('view_users')).not.toBeInTheDocument();
    expect(screen.getByTestId('permission-more')).toHaveTextContent('+2');
  });

  it("shows no '+N' for three or fewer, and 'None' for none", () => {
    const { unmount } = render(<PermissionChips permissions={['view_chat', 'view_trades', 'view_marketplace']} />);
    expect(screen.queryByTestId('permission-more')).not.toBeInTheDocument();
    unmount();
    render(<PermissionChips permissions={[]} />);
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});
