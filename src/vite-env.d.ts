/// <reference types="vite/client" />

/** The year the site was built, injected by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** `off` builds the app without the tester tools (see docs/TESTERS.md). */
  readonly VITE_TESTER_TOOLS?: string;
}
