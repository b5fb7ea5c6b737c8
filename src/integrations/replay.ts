/** Registers the `client:replay` directive (./replay-directive.ts) with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function replayDirective(): AstroIntegration {
  return {
    name: 'client-replay',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'replay',
          entrypoint: fileURLToPath(new URL('./replay-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
