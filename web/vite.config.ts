import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [
    react({
      babel: {
        // graphql(`...`) becomes an import of that one document from src/gql/graphql.ts, so each chunk carries only
        // the documents it uses instead of the whole map in src/gql/gql.ts (the login page stays small, issue 8).
        plugins: [[babelOptimizerPlugin, { artifactDirectory: resolve(root, 'src/gql'), gqlTagName: 'graphql' }]],
      },
    }),
  ],
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
