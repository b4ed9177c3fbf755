import { useOne, useParsed } from '@refinedev/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ResourceDef } from '../../shared/resource';
import { stripUnknown } from '../engine/form/formSchema';
import type { FormOverrides } from '../engine/form/formOverrides';
import { ResourceFormPage } from '../engine/form/ResourceFormPage';
import { attachmentsOf } from './attachmentApi';
import { AttachmentUploadWidget, ChosenFilesContext } from './AttachmentUploadWidget';

/** The form-only field the upload is drawn in (never sent as JSON: its files go as `attachment` parts). */
const FIELD = 'attachment';

/**
 * Create (/requests/new) and edit (/requests/edit/:id) an absence request: the generic form plus an upload of up to
 * three attachments (PDF or image). With files chosen the data provider sends multipart (`data` + `attachment`
 * parts, appended on edit); the server's attachment errors show under the upload.
 */
export default function DayoffFormPage({ resource }: { resource: ResourceDef }) {
  const { id } = useParsed();
  const [files, setChosen] = useState<File[]>([]);
  // toServer (a stable override) reads the files from here
  const filesRef = useRef<File[]>([]);
  const setFiles = useCallback((next: File[]) => {
    filesRef.current = next;
    setChosen(next);
  }, []);
  // the record the generic page reads (same query, so no second request): its stored attachments, listed above the upload
  const { result } = useOne({ resource: resource.name, id: id ?? '', queryOptions: { enabled: id !== undefined } });

  const overrides = useMemo<FormOverrides>(
    () => ({
      adaptSchema: (schema, { t }) => ({
        schema: { ...schema, properties: { ...schema.properties, [FIELD]: { type: 'string', title: t('dayoffs.fields.attachments') } } },
        ui: { [FIELD]: { 'ui:widget': 'DayoffAttachments' } },
      }),
      toServer: (schema, values) => {
        const body: Record<string, unknown> = stripUnknown(schema, values);
        delete body[FIELD];
        if (filesRef.current.length) body[FIELD] = filesRef.current;
        return body;
      },
      // INVALID_FILE / FILE_TOO_LARGE arrive on `attachment`, ATTACHMENT_REQUIRED and the count on `attachments`
      mapErrors: (errors) => {
        const { attachments, ...rest } = errors;
        return attachments ? { ...rest, [FIELD]: [...((rest[FIELD] as string[]) ?? []), ...(attachments as string[])] } : rest;
      },
      widgets: { DayoffAttachments: AttachmentUploadWidget },
      redirect: 'show',
    }),
    [],
  );
  const chosen = useMemo(
    () => ({ files, setFiles, dayoffId: id === undefined ? undefined : String(id), stored: id === undefined ? [] : attachmentsOf(result?.attachments) }),
    [files, setFiles, id, result],
  );
  return (
    <ChosenFilesContext.Provider value={chosen}>
      <ResourceFormPage resource={resource} action={id === undefined ? 'create' : 'edit'} overrides={overrides} />
    </ChosenFilesContext.Provider>
  );
}
