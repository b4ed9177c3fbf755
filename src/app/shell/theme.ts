import type { ThemeConfig } from 'antd';
import { PRIMARY_COLOR } from './config';

/** Dark green for text on the bright primary (white on #39e489 would be unreadable). */
export const ON_PRIMARY = '#0b3b24';
/** A darker green for links and selected text on white, readable at small sizes. */
export const PRIMARY_TEXT = '#12814c';

/** antd theme: primary colour #39e489 (spec §9). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_TEXT,
    colorLinkHover: '#1aa463',
    colorInfo: '#1677ff',
    borderRadius: 8,
    colorBgLayout: '#f5f7f6',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { primaryColor: ON_PRIMARY, primaryShadow: 'none', fontWeight: 500 },
    Menu: {
      itemSelectedColor: ON_PRIMARY,
      itemSelectedBg: '#d9f9e8',
      subMenuItemSelectedColor: ON_PRIMARY,
      horizontalItemSelectedColor: PRIMARY_TEXT,
      itemBorderRadius: 8,
      itemMarginInline: 8,
    },
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 64, footerPadding: '16px 24px' },
  },
};
