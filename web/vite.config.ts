import react from '@vitejs/plugin-react';

const server = 'http://127.0.0.1:3000';

// A plain object rather than `defineConfig`: the React plugin's types come from the hoisted Vite 8
// and do not unify with the Vite 7 this package builds with, although the plugin supports both.
const config = {
  plugins: [react()],
  server: {
    // The API and sign-in live on the Fastify server; `npm run dev -w web` talks to it.
    proxy: { '/api': server, '/auth': server },
  },
};

// Vite reads the config's default export; this is the one place the named-exports rule yields.
// eslint-disable-next-line no-restricted-syntax
export default config;
