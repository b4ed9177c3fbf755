/**
 * What the documents calls answer (docs/api/documents.md), shared by the server that builds it and the browser and
 * tests that read it. `D` is how a date travels: a Date on the server, an ISO string once sent.
 */

/** A folder or a file of a collaborator; stored names never leave the server. */
export interface FileNodeView<D = string> {
  id: string;
  isFolder: boolean;
  name: string;
  userId: string;
  parentId: string | null;
  folderTypeId: string | null;
  folderType: { id: string; title: string; color: string } | null;
  contentType: string | null;
  size: number | null;
  source: string;
  createdAt: D;
  updatedAt: D;
}

/** A person a hub document names. */
export interface HubPersonView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  numberOfDocument: string | null;
}

/** A document cut out of an upload, its match and its state (UNASSIGNED, MATCHED, DELIVERED). */
export interface HubDocumentView<D = string> {
  id: string;
  envelopeId: string;
  groupId: string;
  isSettlement: boolean;
  pages: number[];
  userId: string | null;
  user: HubPersonView | null;
  reason: string;
  confidence: number;
  candidates: { userId: string; reason: string; user: HubPersonView | null }[];
  status: 'UNASSIGNED' | 'MATCHED' | 'DELIVERED';
  bytes: number;
  createdAt: D;
}
