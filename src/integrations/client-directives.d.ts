/** The site's own client directive (src/integrations/replay.ts), for type checking in .astro files. */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when visible (or idle with "idle", never before with "interaction") or on first touch; a click before hydration is replayed. */
    'client:replay'?: boolean | 'idle' | 'interaction';
  }
}
