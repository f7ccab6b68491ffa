import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The organiser's GraphQL IDE (GraphiQL), bundled apart from the public site so
// visitors never download it; served by the API at GET /graphql (api/src/admin/ide.ts).
export default defineConfig({
  root: 'web',
  base: '/graphql/ide/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/ide',
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rollupOptions: {
      input: 'web/ide.html',
      // GraphiQL ships React Compiler directives ("use no memo") that bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
