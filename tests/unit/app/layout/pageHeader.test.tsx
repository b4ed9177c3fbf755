import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../../../../src/app/layout/PageHeader';

/** The header of the generic list, form and show pages (in place of @ant-design/pro-layout's, see vite.config.ts). */
describe('page header', () => {
  const html = (node: React.ReactElement) => renderToStaticMarkup(node);

  it('shows the breadcrumb, then the title with its buttons, then the page', () => {
    const out = html(
      <PageHeader title="Colaboradores" breadcrumb={<nav className="ant-breadcrumb">Equipo / Colaboradores</nav>} extra={<button className="refine-create-button">Nuevo</button>}>
        <table />
      </PageHeader>,
    );
    const order = ['ant-breadcrumb', 'ant-page-header-heading-title', 'refine-create-button', 'ant-page-header-content'].map((c) => out.indexOf(c));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out).toContain('title="Colaboradores"');
    expect(out).toContain('ant-page-header-has-breadcrumb');
  });

  it('offers the way back only on pages that have one (forms and show pages)', () => {
    const back = html(<PageHeader title="Editar" onBack={() => undefined} backIcon={<span className="arrow" />} />);
    expect(back).toMatch(/role="button" aria-label="back"[^>]*><span class="arrow">/);
    expect(html(<PageHeader title="Lista" backIcon={<span className="arrow" />} />)).not.toContain('aria-label="back"');
    expect(html(<PageHeader title="Editar" onBack={() => undefined} backIcon={false} />)).not.toContain('aria-label="back"');
  });

  it('renders no empty heading when there is neither title nor buttons', () => {
    expect(html(<PageHeader breadcrumb={<nav />}>x</PageHeader>)).not.toContain('ant-page-header-heading');
  });
});
