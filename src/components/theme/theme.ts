/** The dark-mode switch's behaviour in the browser: read, apply and remember the theme. */
import { THEME_STORAGE_KEY } from './theme-script.mjs';

export type Theme = 'light' | 'dark';

/** The theme in effect: the one on <html>, else the system's. */
export function currentTheme(root: HTMLElement, systemDark: boolean): Theme {
  const chosen = root.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return systemDark ? 'dark' : 'light';
}

/** Applies `theme` and remembers it for the next visits (private modes may refuse storage). */
export function chooseTheme(root: HTMLElement, theme: Theme, storage: Storage | null): void {
  root.dataset.theme = theme;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still holds for this page.
  }
}

/** Wires every [data-theme-toggle] button: aria-pressed shows dark mode, a press flips it. */
export function setUpThemeToggles(): void {
  const root = document.documentElement;
  const system = matchMedia('(prefers-color-scheme: dark)');
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')];
  const show = () => {
    const dark = currentTheme(root, system.matches) === 'dark';
    for (const b of buttons) b.setAttribute('aria-pressed', String(dark));
  };
  let storage: Storage | null = null;
  try {
    storage = localStorage;
  } catch {
    // Storage blocked: the switch still works for the page.
  }
  for (const b of buttons)
    b.addEventListener('click', () => {
      chooseTheme(root, currentTheme(root, system.matches) === 'dark' ? 'light' : 'dark', storage);
      show();
    });
  system.addEventListener('change', show);
  show();
}
