import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress';

/**
 * The SPA is served by the BFF from dist/ (hashed files under /assets/, cached for a year). In
 * development Vite proxies the API to a BFF started with `pnpm dev` on port 3000.
 */
const BFF = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    // Budget: initial JS ≤ 130 kB gzip, aim 120 kB (bench/src/budgets.ts). Vite prints each chunk's gzip size.
    chunkSizeWarningLimit: 350,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: BFF, changeOrigin: false },
      '/healthz': { target: BFF, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1' },
});
