/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveAdminCredential } from './scripts/admin-credential.mjs';

/**
 * Injects the demo admin credential as __ADMIN_CREDENTIAL__: the e-mail and a salted PBKDF2 hash, never the
 * password. ADMIN_* is deliberately not VITE_-prefixed, so Vite never exposes it to the client by itself.
 */
function adminCredential(): Plugin {
  return {
    name: 'cgn-admin-credential',
    config(_config, { mode }) {
      const credential = resolveAdminCredential(loadEnv(mode, process.cwd(), 'ADMIN_'));
      return { define: { __ADMIN_CREDENTIAL__: JSON.stringify(credential) } };
    },
  };
}

export default defineConfig({
  plugins: [react(), adminCredential()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    // The footer's copyright year is rendered from this build-time constant first, so a prerendered page
    // and the hydrated app agree; the browser then moves it to the real current year after mount.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    css: false,
  },
});
