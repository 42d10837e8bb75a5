import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const sharedDir = fileURLToPath(new URL('../shared', import.meta.url));

/**
 * One config for `vite build --config web/vite.config.ts` and for the local stack's
 * `createServer({ configFile: 'web/vite.config.ts', server: { middlewareMode: true } })`.
 * Paths are absolute so the config works from any working directory.
 */
export default defineConfig({
  root: webDir,
  publicDir: `${webDir}public`,
  // The router plugin must run before the React plugin so the split route chunks get JSX transformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    }),
    react(),
  ],
  resolve: { alias: { '@shared': sharedDir } },
  css: { postcss: `${webDir}postcss.config.cjs` },
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: { fs: { allow: [webDir, sharedDir, fileURLToPath(new URL('../node_modules', import.meta.url))] } },
});
