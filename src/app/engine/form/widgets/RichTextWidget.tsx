import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// the editor (TipTap + ProseMirror) is its own chunk: it loads only with a form that has a rich-text field
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * RJSF widget for rich text (`contentMediaType: "text/html"`): formatting, lists, links and, where the field's
 * `ui:options.imageUpload` names an upload endpoint, images. The HTML is cleaned again by the server on save.
 */
export function RichTextWidget({ id, value, onChange, disabled, readonly, options, rawErrors }: WidgetProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 220 }} />}>
      <RichTextEditor
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => onChange(html)}
        disabled={disabled || readonly}
        imageUpload={typeof options.imageUpload === 'string' ? options.imageUpload : undefined}
        invalid={!!rawErrors?.length}
      />
    </Suspense>
  );
}
