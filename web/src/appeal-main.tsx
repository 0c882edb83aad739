// The public appeal page's own entry (appeal.html): a player with a code from the game reads their
// sanction and appeals it. Nothing of the staff app is loaded here (no router, no API client with
// its tokens, no staff screens): only the theme and the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeModeProvider } from './app/theme-provider';
import { AppealPage } from './areas/appeals/public/appeal-page';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <ThemeModeProvider>
      <AppealPage />
    </ThemeModeProvider>
  </StrictMode>,
);
