import {
  FileExcelOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined, FolderFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { FsNode } from './fileSystemApi';

export type NodeKind = 'folder' | 'pdf' | 'image' | 'word' | 'sheet' | 'text' | 'csv' | 'other';

/** What a file is, by the content type the server found in its bytes. */
export function kindOf(node: FsNode): NodeKind {
  if (node.isFolder) return 'folder';
  const type = node.contentType ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.includes('wordprocessingml') || type.includes('opendocument.text')) return 'word';
  if (type.includes('spreadsheetml') || type.includes('opendocument.spreadsheet')) return 'sheet';
  if (type.startsWith('text/csv')) return 'csv';
  if (type.startsWith('text/')) return 'text';
  return 'other';
}

/** PDFs open in the browser's viewer, images as they are; anything else is downloaded. */
export const isPreviewable = (node: FsNode): boolean => ['pdf', 'image'].includes(kindOf(node));

const FOLDER_COLOUR = '#faad14';
const ICONS: Record<Exclude<NodeKind, 'folder'>, { icon: typeof FileOutlined; colour: string }> = {
  pdf: { icon: FilePdfOutlined, colour: '#cf1322' },
  image: { icon: FileImageOutlined, colour: '#08979c' },
  word: { icon: FileWordOutlined, colour: '#1d39c4' },
  sheet: { icon: FileExcelOutlined, colour: '#389e0d' },
  text: { icon: FileTextOutlined, colour: '#595959' },
  csv: { icon: FileTextOutlined, colour: '#389e0d' },
  other: { icon: FileOutlined, colour: '#595959' },
};

/** A folder in its folder type's colour; a file by its kind. */
export function NodeIcon({ node }: { node: FsNode }): ReactNode {
  const kind = kindOf(node);
  if (kind === 'folder') return <FolderFilled style={{ color: node.folderType?.color ?? FOLDER_COLOUR, fontSize: 18 }} aria-hidden />;
  const { icon: Icon, colour } = ICONS[kind];
  return <Icon style={{ color: colour, fontSize: 18 }} aria-hidden />;
}

/** `1.2 MB` in the reader's language. */
export function formatSize(bytes: number | null, locale: string): string {
  if (bytes === null) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
