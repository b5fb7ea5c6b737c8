/**
 * The no-flash theme script, part of the script at the top of every page's <head> (HEAD_SCRIPT
 * in src/lib/security/inline-code.ts): it applies a theme the visitor chose with the
 * navigation's switch before the first paint. Without a stored choice the CSS follows the
 * system (prefers-color-scheme). Static text, so a Content-Security-Policy can allow it by hash.
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";
