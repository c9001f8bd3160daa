/**
 * The screen title's rules, shown as the user types and checked again before a save: required,
 * at most TITLE_MAX characters as the service counts them (code points of the trimmed title; the
 * mock's CreateScreenSetting refuses more), and advice on whether it fits the wall's header.
 */
import { TITLE_MAX } from '../../../../api/screen/limits';
import { DESIGN_CANVAS } from '../../layout/model/grid';

/** Characters as the service counts them: code points (a CJK character or an emoji is one). */
export function titleLength(title: string): number {
  return [...title.trim()].length;
}

/**
 * How wide text is on the wall, in Latin letters: a full-width character (CJK ideographs, kana,
 * Hangul, full-width forms, emoji) takes about two, a combining mark none, anything else one.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (COMBINING.test(char)) continue;
    width += WIDE.test(char) || isWideCodePoint(char.codePointAt(0) ?? 0) ? 2 : 1;
  }
  return width;
}

/** Combining marks, variation selectors and zero-width format characters (joiners, spaces). */
const COMBINING = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const WIDE =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]$/u;

/** CJK punctuation, symbols and full-width forms (East Asian Width W/F) outside the scripts above. */
function isWideCodePoint(code: number): boolean {
  return (
    (code >= 0x2e80 && code <= 0x303f) || // CJK radicals, ideographic description, CJK symbols and punctuation
    (code >= 0x3190 && code <= 0x31ff) || // kanbun, CJK strokes
    (code >= 0x3200 && code <= 0x33ff) || // enclosed CJK letters, CJK compatibility
    (code >= 0xfe30 && code <= 0xfe4f) || // CJK compatibility forms
    (code >= 0xff01 && code <= 0xff60) || // full-width ASCII forms
    (code >= 0xffe0 && code <= 0xffe6) // full-width signs
  );
}

/*
 * The wall's header at 1080p, on the 1920-pixel design canvas the wall scales to any screen
 * (present/WallHeader.tsx, WallDisplay.module.css, brand/ScreenTitle.module.css): a grid of
 * `1fr auto 1fr` inside 24-pixel padding, the title centred in the middle at 30 px with 0.04 em
 * letter spacing. The title stays clear of both sides only while each side keeps its room.
 */
const HEADER_INNER_WIDTH = DESIGN_CANVAS.width - 2 * 24;
/**
 * Each side's room, the same on both so the title stays centred: on the left the logo (44 px
 * high, up to about twice as wide), a 16-pixel gap and the edition badge (~200 px); on the right
 * the clock (~110 px) and the offline mark; and 16 px between a side and the title.
 */
const HEADER_SIDE_ROOM = 320;
/** The title's highlight decoration (LogoPower) pads it by 18 px on each side. */
const TITLE_DECORATION = 2 * 18;
/**
 * One Latin letter of the title: 0.56–0.67 em at 30 px with the letter spacing (16.7 px for
 * lower case, 20 px for capitals, 17.2 px in a typical title, measured in Chromium); 18 taken.
 * A CJK character is 1.04 em (31.2 px), which `displayWidth` counts as two letters.
 */
const LATIN_LETTER_PX = 18;

/** Latin letters that fit the wall's title at 1080p (Chinese characters: half as many). */
export const WALL_TITLE_CAPACITY = Math.floor(
  (HEADER_INNER_WIDTH - 2 * HEADER_SIDE_ROOM - TITLE_DECORATION) / LATIN_LETTER_PX,
);

export interface TitleFit {
  /** The title's display width, in Latin letters. */
  width: number;
  fits: boolean;
  /** About how many Latin letters fit. */
  latin: number;
  /** About how many Chinese (full-width) characters fit. */
  cjk: number;
}

/** Whether the (trimmed) title fits the wall's header, and how much does. */
export function wallTitleFit(title: string, capacity = WALL_TITLE_CAPACITY): TitleFit {
  const width = displayWidth(title.trim());
  return { width, fits: width <= capacity, latin: capacity, cjk: Math.floor(capacity / 2) };
}

export type TitleCheck =
  | { level: 'error'; reason: 'empty' }
  | { level: 'error'; reason: 'tooLong'; length: number; max: number }
  | { level: 'warning'; reason: 'wide'; fit: TitleFit }
  | null;

/** The title's problem, worst first: none, more than the service takes, wider than the wall. */
export function checkTitle(title: string): TitleCheck {
  const length = titleLength(title);
  if (length === 0) return { level: 'error', reason: 'empty' };
  if (length > TITLE_MAX) return { level: 'error', reason: 'tooLong', length, max: TITLE_MAX };
  const fit = wallTitleFit(title);
  return fit.fits ? null : { level: 'warning', reason: 'wide', fit };
}

/**
 * `title` with `suffix` (a copy's " (copy)"), the title cut first so the whole keeps to
 * TITLE_MAX characters.
 */
export function titleWithSuffix(title: string, suffix: string, max = TITLE_MAX): string {
  const room = Math.max(0, max - [...suffix].length);
  const kept = [...title.trim()];
  return `${kept.length > room ? kept.slice(0, room).join('').trimEnd() : kept.join('')}${suffix}`;
}
