import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createFolderType, fileSystem, MB, pdf, scratchLeft, storedFiles, type FsNode } from './fileSystemHelpers';

type Listing = { folder: FsNode | null; path: { id: string; name: string }[]; items: FsNode[] };

let t: TestApp;
let contracts: string; // a folder type
let payroll: string;
let ana: string;
let admin: ReturnType<typeof fileSystem>;
beforeAll(async () => {
  t = await createTestApp();
  contracts = await createFolderType(t, 'Contratos', '#1677ff');
  payroll = await createFolderType(t, 'Nóminas', '#39e489');
  ana = t.fx.users.ana.id;
  admin = fileSystem(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const folderIn = async (name: string, parentId = 'root', userId = ana, folderTypeId?: string) =>
  dataOf<FsNode>(await admin.createFolder({ userId, parentId, name, ...(folderTypeId ? { folderTypeId } : {}) }), 201);
const uploadTo = async (folderId: string, files: Parameters<typeof admin.upload>[2], userId = ana) =>
  dataOf<{ items: FsNode[] }>(await admin.upload(userId, folderId, files), 201).items;
const list = async (folderId = 'root', as = admin) => dataOf<Listing>(await as.folder(ana, folderId));

describe('a collaborator’s files', () => {
  it('creates a typed folder, takes a PDF and a PNG into it, lists them and serves the same bytes back', async () => {
    const folder = await folderIn('Contratos 2025', 'root', ana, contracts);
    expect(folder).toMatchObject({
      isFolder: true, name: 'Contratos 2025', userId: ana, parentId: null, folderTypeId: contracts,
      folderType: { id: contracts, title: 'Contratos', color: '#1677ff' }, contentType: null, size: null, source: 'UPLOAD',
    });
    const contract = pdf('contrato de Ana');
    const scan = pngOfSize(900);
    const items = await uploadTo(folder.id, [
      { bytes: contract, filename: 'contrato firmado.pdf', contentType: 'application/pdf' },
      { bytes: scan, filename: 'C:\\Users\\rrhh\\dni.png', contentType: 'image/png' },
    ]);
    expect(items.map((i) => [i.name, i.contentType, i.size, i.parentId, i.isFolder])).toEqual([
      ['contrato firmado.pdf', 'application/pdf', contract.length, folder.id, false],
      ['dni.png', 'image/png', 900, folder.id, false],
    ]);

    const inside = await list(folder.id);
    expect(inside.folder?.id).toBe(folder.id);
    expect(inside.path).toEqual([{ id: folder.id, name: 'Contratos 2025' }]);
    expect(inside.items.map((i) => i.name)).toEqual(['contrato firmado.pdf', 'dni.png']);
    const top = await list();
    expect(top.folder).toBeNull();
    expect(top.path).toEqual([]);
    expect(top.items.find((i) => i.id === folder.id)?.folderType?.title).toBe('Contratos');
    const folders = dataOf<{ folders: FsNode[] }>(await admin.folders(ana)).folders;
    expect(folders.map((f) => f.name)).toContain('Contratos 2025');

    const file = await admin.media(items[0].id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(contract)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="contrato firmado.pdf"; filename*=UTF-8''contrato%20firmado.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const image = await admin.media(items[1].id, '?download=1');
    expect(image.rawPayload.equals(scan)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^attachment; filename="dni.png"/);
    // never through the public files route, never without a token
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/fileSystem/media/${items[0].id}` })).statusCode).toBe(401);
  });

  it('names a second upload of the same name " (2)", as a desktop does, and folders first, by name', async () => {
    const folder = await folderIn('Varios');
    await uploadTo(folder.id, [{ bytes: pdf('one'), filename: 'Carta.pdf' }]);
    const again = await uploadTo(folder.id, [{ bytes: pdf('two'), filename: 'carta.pdf' }, { bytes: pdf('three'), filename: 'carta.pdf' }]);
    expect(again.map((i) => i.name)).toEqual(['carta (2).pdf', 'carta (3).pdf']);
    await folderIn('zeta', folder.id);
    expect((await list(folder.id)).items.map((i) => i.name)).toEqual(['zeta', 'Carta.pdf', 'carta (2).pdf', 'carta (3).pdf']);
  });

  it('renames folders and files, changes a folder’s type, and refuses a name in use in the folder (any case)', async () => {
    const a = await folderIn('Alfa');
    const b = await folderIn('Beta');
    expectError(await admin.updateFolder({ id: b.id, name: 'ALFA' }), 409, 'NAME_IN_USE', 'name');
    expectError(await admin.createFolder({ userId: ana, parentId: 'root', name: ' beta ' }), 409, 'NAME_IN_USE', 'name');
    const renamed = dataOf<FsNode>(await admin.updateFolder({ id: b.id, name: 'Bravo', folderTypeId: payroll }));
    expect(renamed).toMatchObject({ name: 'Bravo', folderType: { title: 'Nóminas' } });
    // a folder may keep its name in another case
    expect(dataOf<FsNode>(await admin.updateFolder({ id: a.id, name: 'ALFA' })).name).toBe('ALFA');

    const [x, y] = await uploadTo(a.id, [{ bytes: pdf('x'), filename: 'x.pdf' }, { bytes: pdf('y'), filename: 'y.pdf' }]);
    expectError(await admin.updateFile({ id: y.id, name: 'X.PDF' }), 409, 'NAME_IN_USE', 'name');
    expect(dataOf<FsNode>(await admin.updateFile({ id: x.id, name: 'nómina enero.pdf' })).name).toBe('nómina enero.pdf');
    expectError(await admin.updateFile({ id: y.id, name: '../secret.pdf' }), 400, 'VALIDATION_ERROR', 'name');
    expectError(await admin.updateFile({ id: a.id, name: 'folder.pdf' }), 404, 'DOCUMENT_NOT_FOUND');
    expectError(await admin.updateFolder({ id: x.id, name: 'file' }), 404, 'FOLDER_NOT_FOUND');
    expect((await list(a.id)).items.map((i) => i.name)).toEqual(['nómina enero.pdf', 'y.pdf']);
  });

  it('moves files and folders, and refuses a folder into itself or below it (FOLDER_CYCLE) and a clash', async () => {
    const outer = await folderIn('Outer');
    const inner = await folderIn('Inner', outer.id);
    const [doc] = await uploadTo('root', [{ bytes: pdf('loose'), filename: 'suelto.pdf' }]);
    expectError(await admin.move([outer.id], inner.id), 409, 'FOLDER_CYCLE');
    expectError(await admin.move([outer.id], outer.id), 409, 'FOLDER_CYCLE');
    const moved = dataOf<{ items: FsNode[] }>(await admin.move([doc.id], inner.id)).items;
    expect(moved[0]).toMatchObject({ id: doc.id, parentId: inner.id });
    const listing = await list(inner.id);
    expect(listing.path.map((p) => p.name)).toEqual(['Outer', 'Inner']);
    expect(listing.items.map((i) => i.name)).toEqual(['suelto.pdf']);
    // a second "suelto.pdf" cannot join it
    const [twin] = await uploadTo('root', [{ bytes: pdf('twin'), filename: 'suelto.pdf' }]);
    expectError(await admin.move([twin.id], inner.id), 409, 'NAME_IN_USE');
    // the inner folder back to the top level
    dataOf(await admin.move([inner.id], 'root'));
    expect((await list()).items.some((i) => i.id === inner.id)).toBe(true);
  });

  it('copies a folder with its files: new files with the same bytes, that outlive the original', async () => {
    const source = await folderIn('Fuente', 'root', ana, contracts);
    const target = await folderIn('Destino');
    const bytes = pdf('copied contract');
    const [file] = await uploadTo(source.id, [{ bytes, filename: 'contrato.pdf' }]);
    const before = (await storedFiles(t)).length;
    const [copy] = dataOf<{ items: FsNode[] }>(await admin.copy([source.id], target.id)).items;
    expect(copy).toMatchObject({ name: 'Fuente', parentId: target.id, isFolder: true, folderTypeId: contracts });
    expect(copy.id).not.toBe(source.id);
    expect((await storedFiles(t)).length).toBe(before + 1);
    const [copiedFile] = (await list(copy.id)).items;
    expect(copiedFile).toMatchObject({ name: 'contrato.pdf', size: bytes.length });
    expect(copiedFile.id).not.toBe(file.id);
    expectError(await admin.copy([source.id], target.id), 409, 'NAME_IN_USE');
    expectError(await admin.copy([source.id], source.id), 409, 'FOLDER_CYCLE');

    dataOf(await admin.remove(source.id));
    expectError(await admin.media(file.id).then((r) => ({ status: r.statusCode, body: r.json(), headers: r.headers, raw: r.body })), 404, 'DOCUMENT_NOT_FOUND');
    const still = await admin.media(copiedFile.id);
    expect(still.statusCode).toBe(200);
    expect(still.rawPayload.equals(bytes)).toBe(true);
  });

  it('deletes a folder with everything under it, its files gone from disk', async () => {
    const top = await folderIn('Borrar');
    const sub = await folderIn('Sub', top.id);
    await uploadTo(top.id, [{ bytes: pdf('a'), filename: 'a.pdf' }]);
    await uploadTo(sub.id, [{ bytes: pngOfSize(300), filename: 'b.png' }, { bytes: pdf('c'), filename: 'c.pdf' }]);
    const before = (await storedFiles(t)).length;
    expect(dataOf<{ id: string; removed: number }>(await admin.remove(top.id))).toEqual({ id: top.id, removed: 5 });
    expect((await storedFiles(t)).length).toBe(before - 3);
    expectError(await admin.folder(ana, sub.id), 404, 'FOLDER_NOT_FOUND');
    expectError(await admin.remove(top.id), 404, 'DOCUMENT_NOT_FOUND');
    expect((await list()).items.some((i) => i.id === top.id)).toBe(false);
  });
});

describe('what an upload refuses (nothing stored)', () => {
  const exe = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(200)]);
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);

  it('a file that is not a PDF by content though named .pdf, an empty one, one over 20 MB, an unknown kind', async () => {
    const folder = await folderIn('Rechazos');
    const before = (await storedFiles(t));
    const good = { bytes: pdf('fine'), filename: 'bien.pdf' };
    expectError(await admin.upload(ana, folder.id, [good, { bytes: exe, filename: 'factura.pdf' }]), 400, 'INVALID_FILE', 'file');
    expectError(await admin.upload(ana, folder.id, [{ bytes: Buffer.alloc(0), filename: 'vacío.pdf' }, good]), 400, 'FILE_EMPTY', 'file');
    const big = await admin.upload(ana, folder.id, [good, { bytes: pdf('big', 20 * MB + 1), filename: 'enorme.pdf' }]);
    expectError(big, 413, 'FILE_TOO_LARGE', 'file');
    expect(big.body.message).toBe('The file exceeds the maximum size allowed');
    expectError(await admin.upload(ana, folder.id, [{ bytes: exe, filename: 'setup.exe' }]), 400, 'INVALID_FILE', 'file');
    expectError(await admin.upload(ana, folder.id, [{ bytes: zip, filename: 'fotos.zip' }]), 400, 'INVALID_FILE', 'file');
    expectError(await admin.upload(ana, folder.id, [{ bytes: Buffer.from('<svg onload="alert(1)"/>'), filename: 'logo.svg' }]), 400, 'INVALID_FILE', 'file');
    expectError(await admin.upload(ana, folder.id, [{ bytes: Buffer.from([0x61, 0xff, 0xfe, 0x62]), filename: 'notas.txt' }]), 400, 'INVALID_FILE', 'file');
    expectError(await admin.upload(ana, folder.id, [{ bytes: Buffer.from('a\u0000b'), filename: 'datos.csv' }]), 400, 'INVALID_FILE', 'file');
    expectError(await admin.upload(ana, folder.id, []), 400, 'VALIDATION_ERROR', 'file');
    expect((await storedFiles(t))).toEqual(before);
    expect(scratchLeft(t)).toEqual([]);
    expect((await list(folder.id)).items).toEqual([]);
  });

  it('takes office documents by their ZIP signature and name, text that is UTF-8, and exactly 20 MB', async () => {
    const folder = await folderIn('Oficina');
    const items = await uploadTo(folder.id, [
      { bytes: zip, filename: 'informe.docx' },
      { bytes: zip, filename: 'cuadrante.xlsx' },
      { bytes: zip, filename: 'acta.odt' },
      { bytes: Buffer.from('nombre;días\nAna;3\n'), filename: 'horas.csv' },
      { bytes: Buffer.from('Notas de la entrevista: ✓'), filename: 'notas.txt' },
      { bytes: pdf('max', 20 * MB), filename: 'máximo.pdf' },
    ]);
    expect(items.map((i) => i.contentType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.oasis.opendocument.text',
      'text/csv; charset=utf-8',
      'text/plain; charset=utf-8',
      'application/pdf',
    ]);
    expect(items[5].size).toBe(20 * MB);
    expect(scratchLeft(t)).toEqual([]);
  });

  it('refuses a folder of someone else and stores nothing', async () => {
    const luisFolder = dataOf<FsNode>(await fileSystem(t, 'owner').createFolder({ userId: t.fx.users.luis.id, parentId: null, name: 'Luis' }), 201);
    const before = (await storedFiles(t));
    expectError(await admin.upload(ana, luisFolder.id, [{ bytes: pdf(), filename: 'a.pdf' }]), 404, 'FOLDER_NOT_FOUND');
    expectError(await admin.upload(ana, 'nowhere', [{ bytes: pdf(), filename: 'a.pdf' }]), 400, 'VALIDATION_ERROR', 'folderId');
    expect((await storedFiles(t))).toEqual(before);
  });
});

describe('who may see and change a person’s files', () => {
  let folder: FsNode;
  let file: FsNode;
  beforeAll(async () => {
    folder = await folderIn('Privado');
    [file] = await uploadTo(folder.id, [{ bytes: pdf('private'), filename: 'privado.pdf' }]);
  });

  it('another company: its ids are 404 whatever the call', async () => {
    const other = fileSystem(t, 'demoowner');
    expectError(await other.folder(ana, 'root'), 404, 'USER_NOT_FOUND');
    expectError(await other.folder(ana, 'root', t.fx.companyB.id), 404, 'USER_NOT_FOUND');
    expectError(await other.folders(ana, t.fx.companyB.id), 404, 'USER_NOT_FOUND');
    expect((await other.media(file.id)).statusCode).toBe(404);
    expectError(await other.remove(file.id), 404, 'DOCUMENT_NOT_FOUND');
    expectError(await other.updateFile({ id: file.id, name: 'mine.pdf' }), 404, 'DOCUMENT_NOT_FOUND');
    expectError(await other.updateFolder({ id: folder.id, name: 'mine' }), 404, 'FOLDER_NOT_FOUND');
    expectError(await other.move([file.id], 'root'), 404, 'DOCUMENT_NOT_FOUND');
    expectError(await other.createFolder({ userId: ana, parentId: 'root', name: 'x' }), 404, 'USER_NOT_FOUND');
    expectError(await other.upload(ana, 'root', [{ bytes: pdf(), filename: 'x.pdf' }]), 404, 'USER_NOT_FOUND');
    // and their own collaborator's files stay theirs
    expectError(await admin.folder(t.fx.users.demoworker.id, 'root'), 404, 'USER_NOT_FOUND');
    // only collaborators have files
    expectError(await fileSystem(t, 'owner').folder(t.fx.users.admin.id, 'root'), 404, 'USER_NOT_FOUND');
  });

  it('a manager or an administrator outside the person’s units: 403', async () => {
    const manager = fileSystem(t, 'manager'); // Sevilla; Ana is in Bilbao
    expectError(await manager.folder(ana, 'root'), 403, 'FORBIDDEN');
    expectError(await manager.folders(ana), 403, 'FORBIDDEN');
    expect((await manager.media(file.id)).statusCode).toBe(403);
    expectError(await manager.createFolder({ userId: ana, parentId: 'root', name: 'x' }), 403, 'FORBIDDEN');
    expectError(await manager.upload(ana, folder.id, [{ bytes: pdf(), filename: 'x.pdf' }]), 403, 'FORBIDDEN');
    expect(scratchLeft(t)).toEqual([]);
    expectError(await manager.updateFile({ id: file.id, name: 'x.pdf' }), 403, 'FORBIDDEN');
    expectError(await manager.copy([file.id], 'root'), 403, 'FORBIDDEN');
    expectError(await manager.remove(folder.id), 403, 'FORBIDDEN');
    // the administrator of the north: Luis (Sevilla) is not theirs
    expectError(await admin.folder(t.fx.users.luis.id, 'root'), 403, 'FORBIDDEN');
    // the manager does act on Luis, in Sevilla
    dataOf(await manager.createFolder({ userId: t.fx.users.luis.id, parentId: 'root', name: 'Del gestor' }), 201);
    expect((await list(folder.id)).items.map((i) => i.name)).toEqual(['privado.pdf']);
  });

  it('a viewer reads but every write is 403', async () => {
    const viewer = fileSystem(t, 'viewer');
    expect(dataOf<Listing>(await viewer.folder(ana, folder.id)).items.map((i) => i.name)).toEqual(['privado.pdf']);
    expect((await viewer.media(file.id)).statusCode).toBe(200);
    expectError(await viewer.createFolder({ userId: ana, parentId: 'root', name: 'x' }), 403, 'FORBIDDEN');
    expectError(await viewer.upload(ana, folder.id, [{ bytes: pdf(), filename: 'x.pdf' }]), 403, 'FORBIDDEN');
    expectError(await viewer.updateFile({ id: file.id, name: 'x.pdf' }), 403, 'FORBIDDEN');
    expectError(await viewer.updateFolder({ id: folder.id, name: 'x' }), 403, 'FORBIDDEN');
    expectError(await viewer.move([file.id], 'root'), 403, 'FORBIDDEN');
    expectError(await viewer.copy([file.id], 'root'), 403, 'FORBIDDEN');
    expectError(await viewer.remove(file.id), 403, 'FORBIDDEN');
    expect((await list(folder.id)).items.map((i) => i.name)).toEqual(['privado.pdf']);
  });
});
