import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHint } from './build/compile-hint.js';
import { contractTasks } from './build/contract-tasks.js';
import { pretendardSubset } from './build/pretendard-subset.js';

const root = path.resolve(import.meta.dirname, '../..');
const isStylesheet = (file: string) => file.endsWith('.css');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pretendardSubset(), compileHint(), contractTasks(path.join(root, 'packages/contracts/src/'))],
  resolve: {
    alias: [
      { find: /^@onfan\/contracts\/(.*)$/, replacement: path.join(root, 'packages/contracts/src/$1.ts') },
      { find: /^@\/(.*)$/, replacement: path.join(import.meta.dirname, 'src/$1') },
    ],
  },
  // The manifest lets `npm run bench` add up the JavaScript every page loads (the entry and the app's start module).
  // `vite build --ssr src/entry-server.tsx` builds the server's renderer of public pages into dist/ssr (decision 024),
  // which the server reads and never serves; the browser's files, public folder and manifest are the client build's.
  // The server build carries its libraries, as production code whatever the server's NODE_ENV (the demo runs as
  // development): React's development build would draw pages several times slower and log its checks.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        assetsInlineLimit: 0,
        manifest: true,
        // Decision 025: a lazy chunk's own imports load without a <link rel=modulepreload> each (inserting them cost
        // about a millisecond apiece on the phone's main thread, 45 of them for a list page); its CSS still preloads.
        modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter(isStylesheet) },
      },
  server: {
    port: 5173,
    proxy: { '/v1': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}));
