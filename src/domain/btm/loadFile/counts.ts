/* Counts as the notes and messages write them. */

/** '1 gap', '2 gaps', '1,080 hours'. */
export const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${Math.round(count) === 1 ? '' : 's'}`;

/** 12,345: thousands separated without Intl, whose first use costs tens of milliseconds. */
export const formatCount = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
