import type { ScreenSurface, ScreenTheme } from '../../model/screenContext';
import { TYPE_SCALES } from './typeScale';

/**
 * The big-screen looks as echarts themes, plus the palette widgets use for meaning (levels,
 * bands). Module constants: Chart re-creates its echarts instance when its theme object changes,
 * so a theme must never be rebuilt per render.
 */
export interface ScreenPalette {
  /** Most urgent level, failures. */
  danger: string;
  warn: string;
  info: string;
  good: string;
  accent: string;
  /** Colours for series without a meaning of their own (attack types, sources). */
  series: readonly string[];
  text: string;
  muted: string;
  axis: string;
  split: string;
  /** Tinted fills behind the score bands of the posture chart. */
  bandFill: Readonly<Record<'good' | 'some' | 'many' | 'weak', string>>;
  tooltipBg: string;
  tooltipBorder: string;
  /** Gap between ring segments: the card colour. */
  card: string;
}

const light: ScreenPalette = {
  danger: '#d92d20',
  warn: '#c2620a',
  info: '#2563eb',
  good: '#15803d',
  accent: '#0e7490',
  series: ['#0e7490', '#2563eb', '#7c3aed', '#c2620a', '#d92d20', '#15803d', '#be185d', '#4d5b70'],
  text: '#172033',
  muted: '#4a5568',
  axis: '#8a97ab',
  split: '#e4e9f0',
  bandFill: {
    good: 'rgba(21, 128, 61, 0.08)',
    some: 'rgba(37, 99, 235, 0.07)',
    many: 'rgba(194, 98, 10, 0.09)',
    weak: 'rgba(217, 45, 32, 0.08)',
  },
  tooltipBg: '#ffffff',
  tooltipBorder: '#d9e1ec',
  card: '#ffffff',
};

const dark: ScreenPalette = {
  danger: '#ff6b6b',
  warn: '#fbbf24',
  info: '#38bdf8',
  good: '#34d399',
  accent: '#22d3ee',
  series: ['#22d3ee', '#38bdf8', '#a78bfa', '#fbbf24', '#ff6b6b', '#34d399', '#f472b6', '#94a3b8'],
  text: '#e6f0ff',
  muted: '#a3b8d3',
  axis: '#3d5a80',
  split: '#18304f',
  bandFill: {
    good: 'rgba(52, 211, 153, 0.10)',
    some: 'rgba(56, 189, 248, 0.08)',
    many: 'rgba(251, 191, 36, 0.10)',
    weak: 'rgba(255, 107, 107, 0.10)',
  },
  tooltipBg: '#0d2242',
  tooltipBorder: '#22d3ee',
  card: '#0b1a33',
};

export const PALETTES: Readonly<Record<ScreenTheme, ScreenPalette>> = { light, dark };

function themeOf(p: ScreenPalette, fontSize?: number) {
  // Unset on the console: echarts' own 12 px.
  const size = fontSize === undefined ? {} : { fontSize };
  const axis = {
    axisLine: { show: true, lineStyle: { color: p.axis } },
    axisTick: { show: false, lineStyle: { color: p.axis } },
    axisLabel: { show: true, color: p.muted, ...size },
    splitLine: { show: true, lineStyle: { color: [p.split] } },
    splitArea: { show: false },
  };
  return {
    color: [...p.series],
    backgroundColor: 'transparent',
    textStyle: { color: p.text, ...size },
    title: { textStyle: { color: p.text }, subtextStyle: { color: p.muted, ...size } },
    legend: { textStyle: { color: p.muted, ...size }, inactiveColor: p.axis },
    tooltip: {
      backgroundColor: p.tooltipBg,
      borderColor: p.tooltipBorder,
      borderWidth: 1,
      textStyle: { color: p.text, ...size },
      axisPointer: { lineStyle: { color: p.axis }, crossStyle: { color: p.axis } },
    },
    categoryAxis: { ...axis, splitLine: { show: false, lineStyle: { color: [p.split] } } },
    valueAxis: { ...axis, axisLine: { show: false, lineStyle: { color: p.axis } } },
    timeAxis: axis,
    line: { symbol: 'circle', symbolSize: 4, smooth: false, lineStyle: { width: 2 } },
    bar: { itemStyle: { borderRadius: 2 } },
    pie: { itemStyle: { borderColor: p.card, borderWidth: 2 } },
  };
}

export const screenLight = themeOf(light);
export const screenDark = themeOf(dark);
/** The wall's: the dark look at the wall's smallest text size. */
export const screenWall = themeOf(dark, TYPE_SCALES.wall.small);

export function chartThemeFor(theme: ScreenTheme, surface: ScreenSurface = 'console') {
  if (surface === 'wall' && theme === 'dark') return screenWall;
  return theme === 'dark' ? screenDark : screenLight;
}
