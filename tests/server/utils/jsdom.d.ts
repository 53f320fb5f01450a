/** The part of jsdom (which ships no types) the server tests use to read a page as a browser would. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
