import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../../src/app/devices/LastContact';

describe('last contact, relative', () => {
  it('speaks in seconds, minutes, hours and days in the user’s language', () => {
    expect(relativeTime(8, 'en-US')).toMatch(/8 sec/);
    expect(relativeTime(125, 'en-US')).toMatch(/2 min/);
    expect(relativeTime(3 * 3600, 'es-ES')).toMatch(/hace 3 h/);
    expect(relativeTime(2 * 86_400, 'pt-BR')).toMatch(/2 dias|anteontem/);
  });
});
