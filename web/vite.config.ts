import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server (server/) serves web/dist with a strict CSP (script-src 'self'), so the build must not
// inline scripts. Routes are code-split with React.lazy; the groups below keep the shared framework
// code in a few long-cached chunks so the login and dashboard screens load little of their own.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|@babel[\\/]runtime|hoist-non-react-statics|clsx|prop-types|react-is)[\\/]/, priority: 20 },
            { name: 'data', test: /node_modules[\\/](@tanstack|react-hook-form|@hookform|zod)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
