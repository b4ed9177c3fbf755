/**
 * Shell constants (spec §1, §2, §9). Addresses and company slugs can be set at build time with VITE_* variables;
 * the defaults keep a fresh checkout working.
 */
const env = import.meta.env;

/** Brand shown by the logo, the footer and document titles (not translated: it is a name). */
export const APP_NAME = 'HR Admin';

/** Help menu item: opens in a new tab; the product's own help centre unless a build points elsewhere. */
export const HELP_URL: string = env.VITE_HELP_URL ?? '/help';
/** Employee portal: opened as `<url>?token=<accessToken>` when the company enables it. */
export const EMPLOYEE_PORTAL_URL: string = env.VITE_EMPLOYEE_PORTAL_URL ?? 'https://portal.example.com/';
/** Talent colour report, offered when the company has a positions tree with children. */
export const TALENT_REPORT_URL: string = env.VITE_TALENT_REPORT_URL ?? 'https://talent.example.com/report';
/** Company whose users never see the talent colour report. */
export const TALENT_REPORT_EXCLUDED_SLUG: string = env.VITE_TALENT_REPORT_EXCLUDED_SLUG ?? 'excluded-co';
/** Admin link, offered only to users of the provider's internal company. */
export const ADMIN_URL: string = env.VITE_ADMIN_URL ?? 'https://admin.example.com/';
export const INTERNAL_COMPANY_SLUG: string = env.VITE_INTERNAL_COMPANY_SLUG ?? 'provider';
/** The register page points prospects here (no self sign-up). */
export const SALES_EMAIL: string = env.VITE_SALES_EMAIL ?? 'ventas@example.com';

/** Spec §9 */
export const POST_LOGIN_REDIRECT_MS = 1000;
export const DEFAULT_AFTER_LOGIN = '/team';
export const DEFAULT_HOME = '/dashboard';
export const LOGIN_CAROUSEL_AUTOPLAY_MS = 6000;
export const NOTIFICATION_DURATION_S = 5;
export const PRIMARY_COLOR = '#39e489';
export const SIDER_WIDTH = 256;
export const MOBILE_MAX_WIDTH = 768;
export const COLLAPSE_MAX_WIDTH = 1024;
export const LOGO_BREAKPOINT = 900;
export const SWIPE_EDGE_PX = 70;
export const SWIPE_DISTANCE_PX = 50;

/** Where the maintenance page lives (the spec leaves the route open). */
export const MAINTENANCE_PATH = '/maintenance';
export const LOGIN_PATH = '/auth/login';

/** Where the main menu goes (spec §2: sidebar, top menu or none, by a layout setting). Mobile always uses the drawer. */
export type MenuLayout = 'side' | 'top' | 'none';
const layoutSetting = String(env.VITE_MENU_LAYOUT ?? 'side');
export const MENU_LAYOUT: MenuLayout = layoutSetting === 'top' || layoutSetting === 'none' ? layoutSetting : 'side';
