import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { productCatalog } from '../engine/storage';
import type { FileStore } from '../files';
import { demoPoster, type Rgb } from './companyImagesSeed';

type Row = Record<string, unknown>;

const DAY = 86_400_000;

const CATEGORIES = [
  { name: 'Recursos humanos', color: '#722ed1', description: 'Vacaciones, nóminas, beneficios y políticas de personas' },
  { name: 'Prevención y seguridad', color: '#fa541c', description: 'Prevención de riesgos laborales y protocolos' },
  { name: 'Eventos', color: '#13c2c2', description: 'Celebraciones, jornadas y encuentros de equipo' },
  { name: 'Formación', color: '#1677ff', description: 'Cursos, itinerarios y formación obligatoria' },
  { name: 'Tiendas', color: '#52c41a', description: 'Campañas, horarios y novedades de la red de tiendas' },
] as const;
type Category = (typeof CATEGORIES)[number]['name'];

/** A post of the demo: dates in days from the seed's clock; `units` picks the warehouses as audience. */
interface DemoPost {
  title: string;
  category: Category;
  body: string;
  status: 'DRAFT' | 'PUBLISHED' | 'BIN';
  publish?: number;
  expires?: number;
  banner?: boolean;
  poster?: [string, Rgb, Rgb];
  warehousesOnly?: boolean;
}

const POSTS: DemoPost[] = [
  {
    title: 'Cena de Navidad del equipo', category: 'Eventos', status: 'PUBLISHED', publish: -1, expires: 20, banner: true, poster: ['CENA', [250, 84, 28], [120, 20, 40]],
    body: '<p>Este año celebramos la <strong>cena de Navidad</strong> todos juntos. Reserva la fecha y confirma tu asistencia a tu responsable antes del día 12.</p><ul><li>Menú con opción vegetariana y sin gluten</li><li>Autobús desde las tiendas de la periferia</li><li>Sorteo solidario a favor del banco de alimentos</li></ul>',
  },
  {
    title: 'Calendario de vacaciones de verano', category: 'Recursos humanos', status: 'PUBLISHED', publish: -10,
    body: '<h2>Solicitudes de vacaciones</h2><p>Las solicitudes de vacaciones de verano se hacen desde el portal del empleado <strong>antes del 31 de marzo</strong>. Tu responsable las revisará en un plazo de diez días.</p><p>Recuerda que las tiendas necesitan al menos un 60&nbsp;% de la plantilla en julio y agosto.</p>',
  },
  {
    title: 'Nuevo protocolo de carga y descarga en almacén', category: 'Prevención y seguridad', status: 'PUBLISHED', publish: -3, warehousesOnly: true, poster: ['SEGURIDAD', [250, 173, 20], [160, 60, 20]],
    body: '<p>Desde el lunes se aplica el nuevo protocolo de carga y descarga:</p><ol><li>Calzado de seguridad y chaleco en todo momento en el muelle.</li><li>Ninguna transpaleta se mueve con personas en su trayectoria.</li><li>Las cargas de más de 25&nbsp;kg se levantan entre dos.</li></ol><blockquote>La seguridad es lo primero: si ves un riesgo, avisa a tu responsable.</blockquote>',
  },
  {
    title: 'Formación obligatoria en protección de datos', category: 'Formación', status: 'PUBLISHED', publish: 5, expires: 40,
    body: '<p>Todo el personal de oficinas debe completar el curso online de <em>protección de datos</em> (45 minutos) antes de fin de mes. Recibirás el enlace por correo el día de su apertura.</p>',
  },
  {
    title: 'Jornada de puertas abiertas', category: 'Eventos', status: 'PUBLISHED', publish: -30, expires: -5,
    body: '<p>Gracias a todos los que participasteis en la jornada de puertas abiertas del centro logístico. ¡Más de 300 visitantes!</p>',
  },
  {
    title: 'Horario del inventario anual', category: 'Tiendas', status: 'DRAFT',
    body: '<p>El inventario anual de tiendas se hará el <strong>último domingo del año</strong> de 8:00 a 14:00. Las horas se compensan como festivo trabajado.</p>',
  },
  {
    title: 'Cambios en el portal del empleado', category: 'Recursos humanos', status: 'DRAFT',
    body: '<p>Próximamente podrás descargar tus certificados de retenciones y actualizar tu cuenta bancaria desde el portal del empleado.</p>',
  },
  {
    title: 'Campaña de rebajas de verano', category: 'Tiendas', status: 'BIN', publish: -150, expires: -100,
    body: '<p>Horario ampliado durante la campaña de rebajas de verano.</p>',
  },
];

const FLYERS = [
  { title: 'Campaña de vacunación de la gripe', description: 'Vacúnate en tu centro de trabajo: el servicio médico pasa por cada sede en las próximas semanas.', link: 'https://www.sanidad.gob.es/', category: 'Prevención y seguridad' as Category, publish: -7, expires: 45, poster: ['GRIPE', [64, 150, 230], [20, 50, 110]] as [string, Rgb, Rgb] },
  { title: 'Reto solidario de los 10.000 pasos', description: 'Cada paso suma: la empresa dona un euro por cada participante que complete el reto del mes.', link: null, category: 'Eventos' as Category, publish: -2, expires: 28, poster: ['EQUIPO', [57, 228, 137], [11, 94, 60]] as [string, Rgb, Rgb] },
] as const;

const NOTES = [
  { title: 'Recogida de uniformes de invierno', text: 'Los uniformes de invierno se recogen en recepción de cada sede, de 9:00 a 11:00, hasta el viernes.', color: '#fff1b8', pinned: true, category: 'Tiendas' as Category, publish: -4, expires: 10 },
  { title: 'Comedor de la sede central', text: 'Esta semana el comedor abre de 13:00 a 16:00 por obras en la cocina.', color: '#d9f7be', pinned: false, category: 'Recursos humanos' as Category, publish: -1, expires: 6 },
  { title: 'Simulacro de evacuación', text: 'El jueves a las 11:00 habrá un simulacro de evacuación en los almacenes. Sigue las indicaciones de tu coordinador.', color: '#ffd8bf', pinned: false, category: 'Prevención y seguridad' as Category, publish: -2, expires: 5 },
];

async function handbookPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 56, y: 770, size: 20, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 20, size: 12, font }));
  page.drawText('Documento de demostración', { x: 56, y: 60, size: 9, font });
  return Buffer.from(await doc.save());
}

/**
 * The demo company's billboard: five categories, posts in every state (one on the dashboard's banner, one
 * scheduled, one expired, drafts and one in the paper bin), two flyers, three notes and the shared resources (two handbooks
 * in PDF and two links). Dates are relative to the seed's clock, so the billboard looks alive on any day.
 * Images and PDFs need the public file store; without one the posts go without covers and the files are links.
 */
export async function seedCommunication(db: Db, input: { companyId: string; authorId: string; warehouseIds: string[]; now: Date; files?: Pick<FileStore, 'put'> }): Promise<void> {
  const catalog = productCatalog();
  const table = (name: string) => catalog.tables.get(name)!.table;
  const at = (days: number | undefined) => (days === undefined ? null : new Date(input.now.getTime() + days * DAY).toISOString());
  const put = async (bytes: Buffer, ext: string) => (input.files ? (await input.files.put(input.companyId, bytes, ext)).url : null);

  const categories = (await db.insert(table('postcategories')).values(CATEGORIES.map((c) => ({ companyId: input.companyId, ...c })) as never).returning()) as Row[];
  const categoryId = (name: Category) => String(categories.find((c) => c.name === name)?.id);

  const posts: Row[] = [];
  for (const p of POSTS) {
    const publishAt = at(p.publish);
    posts.push({
      companyId: input.companyId, title: p.title, body: p.body, categoryId: categoryId(p.category),
      image: p.poster ? await put(demoPoster(...p.poster), 'png') : null,
      audience: p.warehousesOnly && input.warehouseIds.length ? 'UNITS' : 'COMPANY', unitIds: p.warehousesOnly ? input.warehouseIds : [],
      publishAt, expiresAt: at(p.expires), banner: p.banner ?? false, status: p.status, authorId: input.authorId,
      publishedAt: p.status === 'DRAFT' ? null : publishAt && p.publish! > 0 ? at(-1) : publishAt,
      binnedAt: p.status === 'BIN' ? at(-90) : null,
    });
  }
  await db.insert(table('posts')).values(posts as never);

  const flyers: Row[] = [];
  for (const f of FLYERS) {
    flyers.push({
      companyId: input.companyId, title: f.title, description: f.description, link: f.link, categoryId: categoryId(f.category),
      image: await put(demoPoster(...f.poster, 600, 800), 'png'), audience: 'COMPANY', unitIds: [], publishAt: at(f.publish), expiresAt: at(f.expires),
    });
  }
  await db.insert(table('flyers')).values(flyers as never);
  await db.insert(table('notes')).values(NOTES.map(({ category, publish, expires, ...n }) => ({
    companyId: input.companyId, ...n, categoryId: categoryId(category), audience: 'COMPANY', unitIds: [], publishAt: at(publish), expiresAt: at(expires),
  })) as never);

  const welcome = await put(await handbookPdf('Manual de acogida', ['Bienvenida a la empresa', 'Horarios, fichaje y ausencias', 'Nóminas y portal del empleado', 'Prevención de riesgos']), 'pdf');
  const remote = await put(await handbookPdf('Política de teletrabajo', ['Quién puede teletrabajar', 'Días y horarios', 'Equipos y gastos', 'Desconexión digital']), 'pdf');
  // the two company documents are handbooks (help centre: read confirmations; the welcome manual must be read)
  const resources = [
    { title: 'Manual de acogida', kind: welcome ? 'FILE' : 'LINK', file: welcome, url: welcome ? null : 'https://example.com/manual-de-acogida', category: 'Recursos humanos' as Category, description: 'Todo lo que necesitas saber en tu primera semana', handbook: true, required: true },
    { title: 'Política de teletrabajo', kind: remote ? 'FILE' : 'LINK', file: remote, url: remote ? null : 'https://example.com/teletrabajo', category: 'Recursos humanos' as Category, description: 'Condiciones del trabajo en remoto para oficinas', handbook: true, required: false },
    { title: 'Canal ético', kind: 'LINK', file: null, url: 'https://example.com/canal-etico', category: 'Recursos humanos' as Category, description: 'Comunica de forma confidencial cualquier incumplimiento', handbook: false, required: false },
    { title: 'Evaluación de riesgos del almacén', kind: 'LINK', file: null, url: 'https://www.insst.es/', category: 'Prevención y seguridad' as Category, description: 'Guías del Instituto Nacional de Seguridad y Salud en el Trabajo', handbook: false, required: false },
  ];
  await db.insert(table('billboardresources')).values(resources.map(({ category, ...r }) => ({ companyId: input.companyId, ...r, categoryId: categoryId(category) })) as never);
}
