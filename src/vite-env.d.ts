/// <reference types="vite/client" />

/** The year the site was built, injected by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;
