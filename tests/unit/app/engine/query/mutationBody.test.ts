import { describe, expect, it } from 'vitest';
import { mutationBody } from '../../../../../src/app/engine/query/mutationBody';

describe('mutationBody', () => {
  it('stays JSON without files, and drops a declared file field holding its stored URL', () => {
    expect(mutationBody({ files: { image: { maxBytes: 1, accept: [] } } }, { name: 'A', image: '/api/files/x/y.png' })).toEqual({ name: 'A' });
  });

  it('sends a list of files as one part each under the same name, the rest as the data part', async () => {
    const a = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['x'], 'b.png', { type: 'image/png' });
    const body = mutationBody({}, { comment: 'sick', attachment: [a, b] });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(JSON.parse(form.get('data') as string)).toEqual({ comment: 'sick' });
    expect((form.getAll('attachment') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
  });
});
