/**
 * `client:replay`: hydrates an island when it scrolls into view (with `client:replay="idle"`,
 * when the browser is idle, by IDLE_HYDRATION's timeout at the latest; with
 * `client:replay="interaction"`, only then: a page that needs the island only when used loads
 * no script before), and at once on the visitor's first touch of it; a click made before React
 * has taken over (the island's code still downloading) is held and replayed once the island is
 * hydrated, so the first tap on 'Order Now' or '+10%' is never lost. Registered by the
 * integration below through Astro's own custom client directives API.
 */
import type { ClientDirective } from 'astro';
import { IDLE_HYDRATION } from './idle';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

const replayDirective: ClientDirective = (load, options, el) => {
  let started: Promise<void> | undefined;
  let hydrated = false;
  const hydrate = () =>
    (started ??= (async () => {
      stopWatching();
      const run = await load();
      await run();
      hydrated = true; // React listens at the island's root from here on
    })());

  // A click before hydration: hold it, hydrate, then click the same element again.
  const hold = (event: Event) => {
    if (hydrated) return;
    const target = event.target as HTMLElement | null;
    const control = target?.closest<HTMLElement>('button, [role="button"], a[href^="#"]');
    if (!control || control.closest('form[action]')) return; // forms have their own no-JS path
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrate().then(() => {
      if (control.isConnected) control.click();
    });
  };
  el.addEventListener('click', hold, true);
  const onTouch = () => void hydrate();
  for (const type of INTERACTIONS) el.addEventListener(type, onTouch, { once: true, passive: true });

  let observer: IntersectionObserver | undefined;
  let idle: number | undefined;
  function stopWatching() {
    observer?.disconnect();
    if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle);
    for (const type of INTERACTIONS) el.removeEventListener(type, onTouch);
  }
  if (options.value === 'interaction') {
    // Nothing until the visitor reaches for it; a pointer over it starts the download early.
    el.addEventListener('pointerenter', onTouch, { once: true, passive: true });
  } else if (options.value === 'idle') {
    const whenIdle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle = whenIdle(() => void hydrate(), IDLE_HYDRATION);
  } else {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void hydrate();
    });
    for (const child of el.children) observer.observe(child);
  }
};

export default replayDirective;
