import { readItem, removeItem, webStorage, writeItem } from '../core/storage';

/**
 * The device link this tab holds, as the gateway's HttpOnly cookie would: only the link's id, for
 * the tab's life (sessionStorage), never the token. The HTTP mock server has no sessionStorage, so
 * there nobody ever holds one.
 */
export const HELD_DEVICE_STORAGE_KEY = 'parapet.mock.device';

/** The address the demo's wall is seen from: the tab is on this computer. */
export const DEMO_DEVICE_ADDRESS = '127.0.0.1';

export function heldDeviceId(): string | null {
  return readItem(webStorage('sessionStorage'), HELD_DEVICE_STORAGE_KEY);
}

export function holdDevice(id: string): void {
  writeItem(webStorage('sessionStorage'), HELD_DEVICE_STORAGE_KEY, id);
}

export function forgetDevice(): void {
  removeItem(webStorage('sessionStorage'), HELD_DEVICE_STORAGE_KEY);
}
