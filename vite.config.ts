import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA is built to dist/client and served by the Fastify process (src/server/app.ts).
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
