/** The palette's search box: where focus goes when the last tile of the grid is removed. */
export const PALETTE_SEARCH_ID = 'screen-editor-palette-search';
