import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import billboardResources from '../../../../resources/billboardResources';
import { HandbookUnreadLink } from '../../../../src/app/help/HandbookUnreadLink';

const render = (record: Record<string, unknown>) => renderToStaticMarkup(<MemoryRouter><HandbookUnreadLink record={record} /></MemoryRouter>);

describe("a handbook's link to who has not read it", () => {
  it('links a resource marked as handbook to the not-read list filtered to it, and nothing else', () => {
    const id = '0b7e1c2a-5d4f-4a3b-9c8d-1e2f3a4b5c6d';
    expect(render({ id, handbook: true })).toContain(`href="/help/handbooks/unread?handbookId=${id}"`);
    expect(render({ id, handbook: false })).toBe('');
    expect(render({ id })).toBe('');
  });

  it("is on the resource's own page and its edit form", () => {
    expect(billboardResources.custom).toMatchObject({ show: 'BillboardResourceShowPage', edit: 'BillboardResourceEditPage' });
  });
});
