import { describe, expect, it } from 'vitest';
import { detectFileType } from '../../../../src/server/files';

const hex = (h: string) => Buffer.from(h, 'hex');

describe('detectFileType (type by content, never by name)', () => {
  it('recognises a PDF by %PDF- at the start, and the images detectImageType knows', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(detectFileType(hex('89504e470d0a1a0a0000000d49484452'))).toBe('png');
    expect(detectFileType(hex('ffd8ffe000104a464946'))).toBe('jpeg');
    expect(detectFileType(Buffer.concat([Buffer.from('RIFF'), hex('00000000'), Buffer.from('WEBPVP8 ')]))).toBe('webp');
  });

  it('refuses an executable, text, a PDF marker not at the start and a cut-off signature', () => {
    expect(detectFileType(hex('4d5a90000300000004000000ffff0000'))).toBeNull(); // MZ: a Windows .exe
    expect(detectFileType(Buffer.from('hello %PDF-1.4'))).toBeNull();
    expect(detectFileType(Buffer.from('%PDF'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});
