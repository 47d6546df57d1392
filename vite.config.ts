import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadStartSteps } from './scripts/build/preload-start-steps';
import { servePdfJsData } from './scripts/build/serve-pdfjs-data';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadStartSteps(), servePdfJsData()],
  base: '/',
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@machines/': fileURLToPath(new URL('./machines/', import.meta.url)),
      '@openapi/': fileURLToPath(new URL('./openapi/', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/alpha-portal': apiTarget,
      '/dev-sso': apiTarget,
      '/dev': apiTarget,
    },
  },
  // The server renderer (`vite build --ssr src/entry-server.ts`, see scripts/build.ts): one
  // self-contained production bundle, React included, so it is the same React as the libraries
  // bundled with it.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', copyPublicDir: false, sourcemap: false }
    : {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // Chakra's theme module builds its whole default configuration (every recipe) at the top
          // level with `defineConfig`, which only returns its argument; marked pure, the recipes the
          // portal does not use (src/components/ui/theme-config.ts) are left out of the bundle.
          treeshake: { manualPureFunctions: ['defineConfig'] },
          output: {
            // A language's texts are named after it (en-US-catalog-….js): whoever reads the network
            // sees which language a page fetched.
            chunkFileNames: (chunk) => {
              const language = /[\\/]i18n[\\/]locales[\\/](zh-CN|en-US)[\\/]/.exec(
                chunk.facadeModuleId ?? '',
              )?.[1];
              return language === undefined
                ? 'assets/[name]-[hash].js'
                : `assets/${language}-[name]-[hash].js`;
            },
          },
        },
      },
}));
