import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchemaFolders, formatProblems } from '../../../../src/server/engine/schemaCheck';
import { SchemaStore } from '../../../../src/server/engine/schemaStore';

const BAD = fileURLToPath(new URL('../../../fixtures/overlays-bad/', import.meta.url));
const at = (file: string) => `overlays-bad/schemas/overlays/acme/${file}`;

describe('npm run schemas:check', () => {
  it("passes the product's own schemas and overlays", async () => {
    expect(formatProblems(await checkSchemaFolders())).toBe('');
  });

  it('names the file, the place, what is wrong and the fix for every bad overlay', async () => {
    const problems = await checkSchemaFolders({ dirs: [BAD] });
    const lines = formatProblems(problems, fileURLToPath(new URL('../../../fixtures/', import.meta.url))).split('\n');
    const expected: [string, RegExp][] = [
      [`${at('user.schema.json')}#:`, /not valid JSON/],
      [`${at('branch-office.schema.json')}#/properties/name:`, /clashes with a field of branch-office/],
      [`${at('branch-office.schema.json')}#/properties/id:`, /column the engine manages/],
      [`${at('branch-office.schema.json')}#/properties/region/x-labels:`, /missing the locale pt-BR/],
      [`${at('cost-centre.schema.json')}#:`, /schema "cost-centre", which does not exist/],
      [`${at('dayoff-type.schema.json')}#/properties/payrollCode/minLenght:`, /unknown keyword "minLenght"/],
      [`${at('folder-type.schema.json')}#/properties/retention/$ref:`, /unknown \$ref "retention-policy"/],
      [`${at('special-day.schema.json')}#/properties/region/x-ref:`, /x-ref names "regions", which is no resource/],
    ];
    for (const [where, what] of expected) {
      const line = lines.find((l) => l.startsWith(where));
      expect(line, where).toMatch(what);
      expect(line).toMatch(/\. Fix: \S/);
    }
    expect(lines).toHaveLength(expected.length);
  });

  it('the server refuses to start on the same problems', async () => {
    const error = await SchemaStore.load({ overlaysDir: `${BAD}schemas/overlays` }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/8 problem\(s\)/);
    expect(message).toMatch(/dayoff-type\.schema\.json#\/properties\/payrollCode\/minLenght: unknown keyword "minLenght"\. Fix:/);
    expect(message).toMatch(/branch-office\.schema\.json#\/properties\/region\/x-labels: x-labels is missing the locale pt-BR/);
  });
});
