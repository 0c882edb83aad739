// Shared by the profile's security tests: a signed-in session with spies, and a wide or narrow screen.
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { User } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import { authValue, fakeUser, renderAt } from '../../../test/helpers';

export function renderSignedIn(element: ReactElement, user: User = fakeUser()) {
  const auth = authValue(user);
  const utils = renderAt('/profile', [{ path: '/profile', element: <AuthContext.Provider value={auth}>{element}</AuthContext.Provider> }]);
  return { ...utils, auth };
}

/** Makes every media query match (a wide screen) or none (a phone). */
export function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

export const bodyOf = (init: RequestInit) => (init.body ? (JSON.parse(String(init.body as string)) as Record<string, unknown>) : {});
export const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;
