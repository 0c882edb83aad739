import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The web suite renders MUI in jsdom beside the server suite on two cores: a lookup that waits for a
// screen to load gets 5 s instead of Testing Library's 1 s, so a busy machine is not a failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
