import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // npm left @ant-design/icons under apps/web and antd only; Pro components at the root resolve it
    // through here (and every package shares one copy of React and the icons).
    dedupe: ['react', 'react-dom', '@ant-design/icons'],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 8080}`, changeOrigin: true } },
  },
  build: {
    // Pages load on demand; Rollup splits shared libraries so the sign-in page stays small.
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: apps/server/bench/web-size.ts measures the sign-in page's JavaScript from it.
    manifest: true,
  },
});
