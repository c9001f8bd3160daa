import type { ThemeConfig } from 'antd';

/** Colours chosen for ≥ 4.5:1 contrast on white (axe `color-contrast`). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1554c0',
    colorLink: '#1554c0',
    // antd derives a lighter hover/pressed link colour, which fails 4.5:1 on a hovered table row
    // (#fafafa): a link darkens instead.
    colorLinkHover: '#0d3f91',
    colorLinkActive: '#0a2f6e',
    // The same for everything antd colours "primary" on hover or press (tabs, buttons' text and
    // borders): its derived hover blue fails 4.5:1 on white.
    colorPrimaryHover: '#0d3f91',
    colorPrimaryActive: '#0a2f6e',
    colorSuccess: '#237804',
    // antd derives a grey-green background from the dark success colour; links on it fail 4.5:1.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorError: '#c41d1f',
    colorWarning: '#ad4e00',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
  },
};

/** The same theme for a person who asked for reduced motion: antd's transitions are off. */
export const withoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
