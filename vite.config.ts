/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases for the top-level folders, shared by Vite, Vitest and Storybook. */
export const alias = {
  '@shared': here('./shared'),
  '@catalogue': here('./catalogue'),
  '@plugins': here('./plugins'),
  '@runtime': here('./runtime'),
  '@editor': here('./editor'),
  '@server': here('./server'),
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      ...alias,
      // qs needs only a WeakMap from side-channel; the package costs 18 KB gzip in the runtime.
      'side-channel': here('./runtime/shims/side-channel.cjs'),
    },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // App bundles live under /_app/ so that a site's own /assets/ never collide with them.
    assetsDir: '_app',
    rollupOptions: {
      input: {
        runtime: here('./runtime/index.html'),
        editor: here('./editor/index.html'),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{shared,catalogue,plugins,runtime,editor,server,tests,bench}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['{shared,catalogue,plugins,runtime,editor}/**/*.test.tsx'],
        },
      },
    ],
  },
});
