import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pretendardSubset } from './build/pretendard-subset.js';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  plugins: [react(), pretendardSubset()],
  resolve: {
    alias: [
      { find: /^@onfan\/contracts\/(.*)$/, replacement: path.join(root, 'packages/contracts/src/$1.ts') },
      { find: /^@\/(.*)$/, replacement: path.join(import.meta.dirname, 'src/$1') },
    ],
  },
  // The manifest lets `npm run bench` add up the JavaScript every page loads (the entry and the app's start module).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, assetsInlineLimit: 0, manifest: true },
  server: {
    port: 5173,
    proxy: { '/v1': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
