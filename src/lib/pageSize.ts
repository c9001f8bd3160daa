/**
 * Rows per page of every list until the person picks another size. One number for all lists, so
 * a list is as long wherever it is opened. 50 is among every pager's sizes (the lake's start at
 * 50) and within every service's limit (agent events and the screen's lists take at most 100).
 */
export const DEFAULT_PAGE_SIZE = 50;
