import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import type { AuthContextValue } from '../../../lib/auth-context';
import { fakeUser, renderAt } from '../../../test/helpers';
import { DashboardPage } from './dashboard-page';

function withUser(user: User) {
  const value = { status: 'authenticated', user, token: 'x.y.z', degraded: false, endReason: 'none' } as AuthContextValue;
  return renderAt('/', [
    {
      path: '/',
      element: (
        <AuthContext.Provider value={value}>
          <DashboardPage leaderboards={<p>leaderboards slot</p>} />
        </AuthContext.Provider>
      ),
    },
  ]);
}

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Features' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('dashboard feature cards', () => {
  it('shows one card per permitted feature, each with an Explore link', () => {
    withUser(fakeUser({ effectivePermissions: ['view_chat', 'view_marketplace'] }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the Staff Console');
    expect(cardTitles()).toEqual(['Chat Logs', 'Marketplace Logs']);
    expect(screen.getByRole('link', { name: 'Explore Chat Logs' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Explore Marketplace Logs' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByText('leaderboards slot')).toBeInTheDocument();
  });

  it('shows every card to an administrator', () => {
    withUser(fakeUser({ role: 'admin', roleName: 'admin', effectivePermissions: ['admin'] }));
    expect(cardTitles()).toEqual(['Chat Logs', 'Trade Logs', 'Marketplace Logs', 'Cases', 'Sanctions', 'Watch rules', 'User Management', 'Admin Panel']);
    expect(screen.getByRole('link', { name: 'Explore Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it("puts 'Your work' above the cards only for those who see moderation", async () => {
    withUser(fakeUser({ effectivePermissions: ['view_moderation'] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your work' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open cases assigned to you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Failed enforcements' })).toBeNull();
    expect(cardTitles()).toEqual(['Cases', 'Sanctions']);
  });

  it('shows the watch rules card to those who may moderate', () => {
    withUser(fakeUser({ effectivePermissions: ['moderate', 'view_chat'] }));
    expect(cardTitles()).toEqual(['Chat Logs', 'Cases', 'Sanctions', 'Watch rules']);
    expect(screen.getByRole('link', { name: 'Explore Watch rules' })).toHaveAttribute('href', '/watch-rules');
  });

  it("leaves 'Your work' out without view_moderation", () => {
    withUser(fakeUser({ effectivePermissions: ['view_chat'] }));
    expect(screen.queryByRole('heading', { name: 'Your work' })).toBeNull();
  });

  it("says 'No available features' without permissions", () => {
    withUser(fakeUser({ role: 'guest', roleName: 'guest', effectivePermissions: [] }));
    expect(screen.getByText('No available features')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access any features. Please contact your administrator.")).toBeInTheDocument();
  });
});
