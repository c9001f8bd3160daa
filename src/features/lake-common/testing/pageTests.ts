/** Shared set-up and input helpers for catalog page tests rendered with renderApp. */
import type { UserEvent } from '@testing-library/user-event';

/** Types text as one paste: one change event instead of one per key (antd re-renders per key). */
export async function fill(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}
