import { ArrowLeftOutlined } from '@ant-design/icons';
import { Grid, Space, theme } from 'antd';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import './pageHeader.css';

/** What @refinedev/antd's List, Create, Edit and Show hand to the page header. */
export interface PageHeaderProps {
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  breadcrumb?: ReactNode;
  backIcon?: ReactNode | false;
  onBack?: (e?: MouseEvent<HTMLElement>) => void;
  footer?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const ellipsis: CSSProperties = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

/**
 * The page header of every generic list, form and show page, in place of @ant-design/pro-layout's (vite.config.ts
 * points @refinedev/antd's one import of that package here). Same markup, class names and spacing; what it saves is
 * pro-layout's provider, which brings the texts of 33 languages and its own style engine to the first screen after
 * login (about 18 KB brotli of the 350 there, issue 21). On a phone (< 768 px) the title and the buttons wrap.
 */
export function PageHeader({ title, subTitle, extra, breadcrumb, backIcon, onBack, footer, className, style, children }: PageHeaderProps) {
  const { token } = theme.useToken();
  const compact = !Grid.useBreakpoint().md;
  const heading = title || subTitle || extra;
  const back = backIcon === undefined ? <ArrowLeftOutlined /> : backIcon;
  const classes = ['ant-page-header', 'ant-page-header-ghost', breadcrumb ? 'ant-page-header-has-breadcrumb' : '', compact ? 'ant-page-header-compact' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      style={{
        position: 'relative', boxSizing: 'border-box', color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight,
        paddingBlock: breadcrumb ? `${token.paddingSM}px 6px` : 6, paddingInline: 16, ...style,
      }}
    >
      {breadcrumb}
      {heading ? (
        <div className="ant-page-header-heading" style={{ display: 'flex', justifyContent: 'space-between', flexWrap: compact ? 'wrap' : undefined }}>
          <div className="ant-page-header-heading-left" style={{ display: 'flex', alignItems: 'center', marginBlock: token.marginXS / 2, overflow: 'hidden' }}>
            {back && onBack ? (
              <div className="ant-page-header-back" style={{ marginInlineEnd: token.margin, fontSize: 16, lineHeight: 1 }}>
                <div role="button" aria-label="back" className="ant-page-header-back-button" style={{ fontSize: 16, color: token.colorTextHeading, cursor: 'pointer' }} onClick={(e) => onBack(e)}>
                  {back}
                </div>
              </div>
            ) : null}
            {title ? (
              <span
                className="ant-page-header-heading-title"
                title={typeof title === 'string' ? title : undefined}
                style={{ marginInlineEnd: token.marginSM, color: token.colorTextHeading, fontWeight: 600, fontSize: token.fontSizeHeading4, lineHeight: `${token.controlHeight}px`, ...ellipsis }}
              >
                {title}
              </span>
            ) : null}
            {subTitle ? (
              <span className="ant-page-header-heading-sub-title" style={{ marginInlineEnd: token.marginSM, color: token.colorTextSecondary, fontSize: 14, ...ellipsis }}>
                {subTitle}
              </span>
            ) : null}
          </div>
          {extra ? (
            <span className="ant-page-header-heading-extra" style={{ marginBlock: token.marginXS / 2, whiteSpace: 'nowrap' }}>
              <Space style={{ whiteSpace: 'normal' }}>{extra}</Space>
            </span>
          ) : null}
        </div>
      ) : null}
      {children ? <div className="ant-page-header-content" style={{ paddingBlockStart: token.paddingSM }}>{children}</div> : null}
      {footer ? <div className="ant-page-header-footer" style={{ marginBlockStart: token.margin }}>{footer}</div> : null}
    </div>
  );
}
