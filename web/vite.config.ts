import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // Two entries: the app and GraphiQL (served by the gateway for a browser GET /graphql).
      input: {
        main: resolve(root, 'index.html'),
        graphiql: resolve(root, 'graphiql.html'),
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: true },
    },
  },
});
