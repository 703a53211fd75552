// The part of jsdom's API scripts/prerender/critical-css.ts uses (jsdom ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
