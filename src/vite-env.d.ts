/// <reference types="vite/client" />

/** The year the site was built, injected by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Demo admin e-mail; see README "Admin demo credentials". */
  readonly VITE_ADMIN_EMAIL?: string;
}
