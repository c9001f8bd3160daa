import {
  DEVICE_LINK_MAX_DAYS,
  type DeviceLinkInput,
  type DeviceLinkTarget,
} from '../../../../api/deviceLinks/model';

const DAY = 86_400_000;

/** The expiry a person picks most: a day, a week, a month, the longest a link may last. */
export const EXPIRY_PRESETS = [1, 7, 30, DEVICE_LINK_MAX_DAYS] as const;
export const DEFAULT_EXPIRY_DAYS = 30;

/** `preset`: days from the moment the link is created; `date`: an instant chosen on the calendar. */
export type Expiry = { kind: 'preset'; days: number } | { kind: 'date'; atMs: number };

export interface DeviceLinkForm {
  name: string;
  /** `screen:<id>` or `playlist:<id>`, as the picker's value; '' until chosen. */
  target: string;
  expiry: Expiry;
}

export const EMPTY_FORM: DeviceLinkForm = {
  name: '',
  target: '',
  expiry: { kind: 'preset', days: DEFAULT_EXPIRY_DAYS },
};

export const targetValue = (target: DeviceLinkTarget) =>
  target.kind === 'screen' ? `screen:${target.screenId}` : `playlist:${target.playlistId}`;

/** The picker's value as a target; an empty id (nothing chosen) is the check's to refuse. */
export function targetOf(value: string): DeviceLinkTarget {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return kind === 'playlist'
    ? { kind: 'playlist', playlistId: id }
    : { kind: 'screen', screenId: id };
}

export function expiresAtMs(expiry: Expiry, nowMs: number): number {
  return expiry.kind === 'preset' ? nowMs + expiry.days * DAY : expiry.atMs;
}

/** What the form sends, with the expiry worked out at `nowMs` (a preset counts from then). */
export function inputOf(form: DeviceLinkForm, nowMs: number): DeviceLinkInput {
  const expires = expiresAtMs(form.expiry, nowMs);
  return {
    name: form.name,
    target: targetOf(form.target),
    expiresAt: Number.isFinite(expires) ? new Date(expires).toISOString() : '',
  };
}

/** A 400's `field: why` (the gateway's and the mock's message), or null when it is not one. */
export function problemFromMessage(
  message: string | undefined,
): { field: 'name' | 'target' | 'expiresAt'; why: string } | null {
  const match = /^(name|target|expiresAt):\s*(\w+)/.exec(message ?? '');
  return match?.[2] ? { field: match[1] as 'name' | 'target' | 'expiresAt', why: match[2] } : null;
}

/** The last instant the calendar may offer: the end of the link's longest life. */
export const latestExpiry = (nowMs: number) => nowMs + DEVICE_LINK_MAX_DAYS * DAY;
