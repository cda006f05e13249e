/** The project's own client directive (src/browser/hydrateAfterPaint.ts, added in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}

export {};
