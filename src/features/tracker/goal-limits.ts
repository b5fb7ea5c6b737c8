/** The largest yearly goal the form offers (the API's limit). */
export const MAX_GOAL = 1000;
