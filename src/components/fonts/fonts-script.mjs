/**
 * When the brand typefaces turn on: part of the script at the top of every page's <head>
 * (HEAD_SCRIPT in src/lib/security/inline-code.ts).
 *
 * A browser that has shown them before (the `fonts` note in localStorage) has them cached:
 * `data-fonts` goes on <html> before the first paint. A first view paints in the
 * metric-matched stand-ins (src/styles/global.css), which the swap does not move, and turns
 * the typefaces on once the page has loaded and its largest content is on screen: at the
 * first largest-contentful-paint entry after the load event, or half a second after it
 * where none comes (or the browser does not report them). So the fonts (about 40 KB) never
 * compete with the document and its largest image for the first round trips.
 * Without JavaScript the no-script style turns them on (src/lib/security/inline-code.ts).
 * Static text, so the Content-Security-Policy allows it by hash.
 */
export const FONTS_STORAGE_KEY = 'fonts';

export const FONTS_SCRIPT =
  "!function(d,k){try{if(localStorage.getItem(k))return d.dataset.fonts=''}catch(e){}" +
  "var n=0,o=function(){if(!n++){d.dataset.fonts='';try{localStorage.setItem(k,1)}catch(e){}}};" +
  "addEventListener('load',function(){var t=performance.now();setTimeout(o,500);" +
  'try{new PerformanceObserver(function(l){l.getEntries().some(function(e){return e.startTime>=t})&&o()})' +
  ".observe({type:'largest-contentful-paint',buffered:!0})}catch(e){}})}(document.documentElement," +
  JSON.stringify(FONTS_STORAGE_KEY) +
  ')';
