import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import type { FileStore } from '../files';

/**
 * The demo company's data for /company and its login page (/auth/login/demo): registration and contact fields, a
 * logo, a large logo and three carousel images drawn here as small PNGs (no image files in the repository), plus
 * its covid and notification settings. The images go to the public file store (DATA_DIR/files) when the seed runs
 * in the public file store when the seed is given one (DATA_DIR/files), else inline as data: URLs (CSP img-src allows them).
 */

export type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA canvas with the few shapes the demo images need, written as PNG. */
class Canvas {
  readonly px: Buffer;
  constructor(readonly width: number, readonly height: number) {
    this.px = Buffer.alloc(width * height * 4);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const a0 = this.px[i + 3] / 255;
    const a = alpha + a0 * (1 - alpha);
    const mix = (c: number, old: number) => (a === 0 ? 0 : Math.round((c * alpha + old * a0 * (1 - alpha)) / a));
    this.px[i] = mix(r, this.px[i]);
    this.px[i + 1] = mix(g, this.px[i + 1]);
    this.px[i + 2] = mix(b, this.px[i + 2]);
    this.px[i + 3] = Math.round(a * 255);
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.set(x, y, color, alpha);
  }

  /** top-to-bottom gradient over the whole canvas */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const f = y / Math.max(1, this.height - 1);
      const c = top.map((v, i) => Math.round(v + (bottom[i] - v) * f)) as Rgb;
      this.rect(0, y, this.width, 1, c);
    }
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        // one pixel of soft edge
        if (d <= radius + 0.5) this.set(x, y, color, alpha * Math.min(1, radius + 0.5 - d));
      }
    }
  }

  /** text in the 5×7 pixel font below, each font pixel a `scale`-sized block */
  text(x: number, y: number, text: string, scale: number, color: Rgb, alpha = 1): void {
    let cx = x;
    for (const ch of text) {
      const glyph = FONT[ch] ?? FONT[' '];
      glyph.forEach((row, gy) => [...row].forEach((bit, gx) => bit === '1' && this.rect(cx + gx * scale, y + gy * scale, scale, scale, color, alpha)));
      cx += 6 * scale;
    }
  }

  png(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
    const rows = Buffer.alloc((this.width * 4 + 1) * this.height);
    for (let y = 0; y < this.height; y++) this.px.copy(rows, y * (this.width * 4 + 1) + 1, y * this.width * 4, (y + 1) * this.width * 4);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

/** The letters the demo's words use, 5 wide × 7 high. */
const FONT: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  '·': ['00000', '00000', '00000', '00100', '00000', '00000', '00000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

const GREEN: Rgb = [57, 228, 137]; // the product's primary colour (spec §9)
const DARK: Rgb = [11, 59, 36];
const WHITE: Rgb = [255, 255, 255];

/** The mark: a green disc with a white "A". */
function drawMark(c: Canvas, cx: number, cy: number, r: number): void {
  c.circle(cx, cy, r, GREEN);
  c.circle(cx, cy, r * 0.82, DARK, 0.12);
  const scale = Math.max(1, Math.round(r / 7));
  c.text(Math.round(cx - 2.5 * scale), Math.round(cy - 3.5 * scale), 'A', scale, WHITE);
}

export function demoLogo(): Buffer {
  const c = new Canvas(96, 96);
  drawMark(c, 48, 48, 44);
  return c.png();
}

export function demoHugeLogo(): Buffer {
  const c = new Canvas(360, 80);
  drawMark(c, 40, 40, 34);
  c.text(92, 19, 'ALAMEDA', 6, DARK);
  return c.png();
}

/** Three 960×600 slides: a gradient, soft circles and one word each. */
export function demoCarousel(): Buffer[] {
  const slides: { top: Rgb; bottom: Rgb; word: string }[] = [
    { top: [57, 228, 137], bottom: [11, 94, 60], word: 'ALAMEDA' },
    { top: [64, 150, 230], bottom: [20, 50, 110], word: 'EQUIPO' },
    { top: [250, 180, 80], bottom: [170, 70, 40], word: 'LOGISTICA' },
  ];
  return slides.map(({ top, bottom, word }, i) => {
    const c = new Canvas(960, 600);
    c.gradient(top, bottom);
    c.circle(780 - i * 120, 140 + i * 60, 180, WHITE, 0.12);
    c.circle(160 + i * 90, 480, 120, WHITE, 0.08);
    const scale = 12;
    c.text(Math.round((960 - word.length * 6 * scale) / 2), 240, word, scale, WHITE);
    c.rect(380, 360, 200, 8, WHITE, 0.7);
    return c.png();
  });
}

/** A poster for the demo billboard: a gradient, soft circles and one word (letters of FONT only). */
export function demoPoster(word: string, top: Rgb, bottom: Rgb, width = 800, height = 450): Buffer {
  const c = new Canvas(width, height);
  c.gradient(top, bottom);
  c.circle(width * 0.8, height * 0.25, height * 0.35, WHITE, 0.12);
  c.circle(width * 0.18, height * 0.85, height * 0.25, WHITE, 0.08);
  const scale = Math.max(4, Math.min(12, Math.floor((width * 0.8) / (word.length * 6))));
  c.text(Math.round((width - word.length * 6 * scale) / 2), Math.round(height / 2 - 3.5 * scale), word, scale, WHITE);
  return c.png();
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function seedCompanyImages(db: Db, opts: { companyId: string; files?: Pick<FileStore, 'put'> }): Promise<void> {
  const store = opts.files ?? null;
  const save = async (png: Buffer) => (store ? (await store.put(opts.companyId, png, 'png')).url : dataUrl(png));
  const image = await save(demoLogo());
  const hugeLogo = await save(demoHugeLogo());
  const [carrousel1, carrousel2, carrousel3] = await Promise.all(demoCarousel().map(save));
  const [row] = await db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, opts.companyId));
  const configuration = row?.configuration ?? {};
  const profile = {
    legalName: 'Alameda Retail y Logística, S.L.', taxId: 'B12345674', address: 'Calle de Alcalá 123, planta 4', city: 'Madrid',
    postalCode: '28009', country: 'España', phone: '+34 910 123 456', email: 'rrhh@alameda.demo.example',
    website: 'https://alameda.demo.example', contactName: 'Lucía Ortega (RR. HH.)', hugeLogo, carrousel1, carrousel2, carrousel3,
  };
  const covid = {
    symptoms: ['Fiebre', 'Tos seca', 'Cansancio', 'Pérdida del gusto o del olfato', 'Dificultad para respirar'],
    tips: ['Lávate las manos con frecuencia', 'Si tienes síntomas, quédate en casa y avisa a tu responsable', 'Ventila los espacios cerrados'],
    enableMobile: true, enablePoint: false, temperatureThreshold: 37.5, requestTemperature: true,
  };
  const channel = (email: boolean, sms = false) => ({ sms, email, dashboard: true });
  const notifications = {
    possibleSymptoms: channel(true, true), employeeAbsences: channel(true), employeePayroll: channel(true), documentSignature: channel(true), birthday: channel(false),
  };
  await db
    .update(companies)
    .set({ image, loginCarrousel: [carrousel1, carrousel2, carrousel3], configuration: { ...configuration, profile, covid, notifications } })
    .where(eq(companies.id, opts.companyId));
}
