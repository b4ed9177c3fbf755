import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShareBar } from '../../../../src/app/workOrders/ShareBar';

const text = (html: string) => /class="ant-progress-text[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];

describe('the share of worked time on work orders', () => {
  it('shows the number above 100 %, in red, not a ✕ in its place', () => {
    const html = renderToStaticMarkup(<ShareBar share={1.04} />);
    expect(text(html)).toBe('104 %');
    expect(html).toContain('ant-progress-status-exception');
  });

  it('shows 100 % as a share, not as a finished task (no ✓)', () => {
    const html = renderToStaticMarkup(<ShareBar share={1} />);
    expect(text(html)).toBe('100 %');
    expect(html).not.toContain('ant-progress-status-success');
  });

  it('shows a share below 100 % as its number', () => {
    expect(text(renderToStaticMarkup(<ShareBar share={0.873} size="small" />))).toBe('87 %');
  });
});
