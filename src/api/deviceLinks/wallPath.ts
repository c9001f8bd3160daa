/**
 * The console's page for a display (a device link's wall), on its own: the console's first chunk
 * needs it (no sign-in redirect from a wall) and nothing else of the device links' model.
 */
export const WALL_PATH = '/wall';
