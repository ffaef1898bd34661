import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const server = 'http://127.0.0.1:3000';

// Vite reads the config's default export; this is the one place the named-exports rule yields.
// eslint-disable-next-line no-restricted-syntax
export default defineConfig({
  plugins: [react(), precompress()],
  // The bench reads the manifest to size every script a screen loads (server/src/bench/shell-js.ts).
  build: { manifest: true },
  server: {
    // The API and sign-in live on the Fastify server; `npm run dev -w web` talks to it.
    proxy: { '/api': server, '/auth': server },
  },
});
