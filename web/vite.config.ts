import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The dev server answers /appeal with appeal.html, the public appeal page's own entry, as the
 * production server does (it serves web/dist/appeal.html there); every other path gets the staff app.
 */
function appealPage(): Plugin {
  return {
    name: 'appeal-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/appeal' || req.url?.startsWith('/appeal?')) req.url = req.url.replace('/appeal', '/appeal.html');
        next();
      });
    },
  };
}

// The server (server/) serves web/dist with a strict CSP (script-src 'self'), so the build must not
// inline scripts. Routes (and the signed-in layout) are code-split with React.lazy, so the login
// screen loads neither the drawer nor the dashboard; e2e/bundle-size.ts reports what each loads.
// The public appeal page is a second entry (appeal.html): a player's browser loads none of the staff app.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), appealPage()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: { main: `${import.meta.dirname}/index.html`, appeal: `${import.meta.dirname}/appeal.html` },
      // Short file names: the entry lists every lazy chunk it may preload by name, and every screen downloads that list.
      output: { chunkFileNames: 'assets/[hash].js' },
      // The domain is pure (docs/ARCHITECTURE.md): its schema modules may be dropped when a page imports
      // only, say, the permission helpers from the package index.
      // The web areas are pure modules too (components, hooks, fetchers; their only top-level calls are
      // React.lazy): a screen that imports one part through an area's index.ts must not carry the rest.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]web[\\/]src[\\/]areas[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
