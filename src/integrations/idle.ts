/**
 * When an island that waits for an idle moment hydrates at the latest. A browser may never
 * report one (a phone kept busy; Chromium when nothing on the page asks it for a frame), and
 * an idle callback without a timeout then never runs: the island hydrates by this time anyway.
 */
export const IDLE_HYDRATION = { timeout: 2_000 };
