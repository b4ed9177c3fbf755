import type { GlobalToken } from 'antd';
import { PRIMARY_COLOR } from '../shell/config';
import { PRIMARY_TEXT } from '../shell/theme';

/**
 * The chart's colours as plain values: the SVG carries them as attributes (no CSS), so the exported PNG looks exactly
 * like the screen. The bright primary only marks what the user is looking for (search match, selected box).
 */
export interface ChartPalette {
  background: string;
  box: string;
  boxBorder: string;
  text: string;
  textSecondary: string;
  link: string;
  accent: string;
  accentSoft: string;
  accentText: string;
  vacant: string;
  font: string;
}

export const chartPalette = (token: GlobalToken): ChartPalette => ({
  background: token.colorBgLayout,
  box: token.colorBgContainer,
  boxBorder: token.colorBorder,
  text: token.colorText,
  textSecondary: token.colorTextSecondary,
  link: token.colorBorder,
  accent: PRIMARY_COLOR,
  accentSoft: '#e9fbf1',
  accentText: PRIMARY_TEXT,
  vacant: token.colorTextTertiary,
  font: token.fontFamily,
});
