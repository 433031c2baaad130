import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 8080}`, changeOrigin: true } },
  },
  build: {
    // Pages load on demand; Rollup splits shared libraries so the sign-in page stays small.
    chunkSizeWarningLimit: 2000,
  },
});
