import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localeCatalogues } from './build/locale-catalogues.ts';

// The API server; in production it serves this build itself, so the proxy is for dev/preview only.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/images': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), localeCatalogues()],
  server: { proxy },
  preview: { proxy },
  // The server's render of the public pages (src/entry-server.tsx, built to dist-ssr/): the
  // shared package is TypeScript source, so it goes into that build rather than being imported.
  ssr: { noExternal: ['@elite/shared'] },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // React and the router are on every page and change less often than the app: one
        // long-cached file. Other libraries follow the routes that use them, so the home page
        // does not download the dashboard's forms, and Stripe.js only reaches a PAYMENTS=stripe
        // site's payment page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
