import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The organiser's panel, bundled apart from the public site so donors never download
// any of it; served by the API at /painel (api/src/admin/panel.ts).
export default defineConfig({
  root: 'web',
  base: '/painel/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/panel',
    emptyOutDir: true,
    // The charts are the panel's heaviest part; the organiser loads them once per sign-in.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { input: 'web/panel.html' },
  },
});
