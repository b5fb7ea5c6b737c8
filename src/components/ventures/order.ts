/** Sorts content entries by their `order` field. */
export const byOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;
