/** The part of jsdom (which ships no types) the server tests use to read a page as a browser would. */
declare module 'jsdom' {
  export class JSDOM {
    /** `contentType: 'application/xml'` reads an XML document (the sitemap, the feed). */
    constructor(html: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
