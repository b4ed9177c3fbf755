import { Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §5/§9: images at most 1 MB; the server checks the same limit and the type by magic bytes. */
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * What a form knows about one image (a person's photo, a company logo): the stored one, a new file chosen, or the
 * stored one removed. Saving sends the file, or deletes the stored one.
 */
export interface ImageChoice {
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
}

export const imageChoiceOf = (currentUrl: string | null | undefined): ImageChoice => ({ currentUrl: currentUrl ?? null, file: null, removed: false });

/**
 * The behaviour every image field shares: the image to show (the chosen file's preview, else the stored one unless
 * removed), a file checked against the server's type and size before it is taken, removal, and the message to show
 * (the local check's, else the server's `error`).
 */
export function useImageChoice(value: ImageChoice, onChange: (next: ImageChoice) => void, error?: string) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string>();
  const previewUrl = useMemo(() => (value.file ? URL.createObjectURL(value.file) : undefined), [value.file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  return {
    shown: previewUrl ?? (value.removed ? null : value.currentUrl),
    message: localError ?? error,
    /** antd Upload's beforeUpload: the file is kept in the form state, never uploaded by the control */
    choose: (file: File) => {
      if (!IMAGE_TYPES.includes(file.type)) setLocalError(t('errors.INVALID_FILE'));
      else if (file.size > IMAGE_MAX_BYTES) setLocalError(t('errors.IMAGE_TOO_LARGE'));
      else {
        setLocalError(undefined);
        onChange({ ...value, file, removed: false });
      }
      return Upload.LIST_IGNORE;
    },
    remove: () => {
      setLocalError(undefined);
      onChange({ ...value, file: null, removed: !!value.currentUrl });
    },
  };
}
