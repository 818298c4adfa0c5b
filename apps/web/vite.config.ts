/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server owns /v1 and the product documents (/documents) in every environment; in development
// Vite forwards to it so the browser sees one origin, exactly as in production where the server
// also serves dist/.
const serverPort = process.env.SERVER_PORT ?? '3000';

export default defineConfig({
  // Each built file also as .br and .gz beside it, which the server sends to browsers that accept
  // them (@fastify/static preCompressed): compressed once at build time, not on every request.
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json)$/,
    }),
  ],
  // No modulepreload polyfill: every browser we support preloads modules itself, and its bytes are
  // on the first page, whose budget is 150 kB (decisions 025, 056).
  build: {
    outDir: 'dist',
    modulePreload: { polyfill: false },
    // TanStack Query in one chunk of its own. Left to itself, the bundler split its core out of the
    // first page's chunk once the account pages used useQuery (issue 21), and the split cost 1.8 kB
    // of the first page's budget; one chunk keeps it at 149.4 kB and is cached across releases.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: `http://127.0.0.1:${serverPort}` },
      '/documents': { target: `http://127.0.0.1:${serverPort}` },
    },
  },
  test: {
    // Testing Library's automatic cleanup needs global afterEach; we keep vitest globals off and
    // register it here instead.
    setupFiles: ['./src/testing/setup.ts'],
  },
});
