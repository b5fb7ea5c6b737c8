/// <reference types="astro/client" />

/** What scripts/build-info.ts read at the start of this build (null under `astro dev`). */
declare module 'virtual:kendra/build-info' {
  const info: import('./features/publishing/publish.queries').BuildInfo | null;
  export default info;
}
