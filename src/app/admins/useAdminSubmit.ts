import { useNotification } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isUnitScoped } from '../../shared/roles';
import { getSession, setSession } from '../session';
import type { AdminRecord } from '../../shared/admins/admin';
import { adminApi } from './adminApi';
import { ADMIN_FORM_FIELDS, bodyOf, type AdminFormValues } from './adminFormValues';
import type { PhotoState } from './PhotoField';
import { asApiError, notice, showFieldErrors } from './serverErrors';

export const ADMINS_PATH = '/user';

/** Spec §3 hadImage / imgDeleted: after the record is saved, send the new photo or delete the removed one. */
async function savePhoto(id: string, photo: PhotoState, stored: string | null): Promise<string | null> {
  if (photo.file) return (await adminApi.uploadImage(id, photo.file)).imageUrl ?? stored;
  if (photo.removed && photo.currentUrl) return (await adminApi.deleteImage(id)).imageUrl ?? null;
  return stored;
}

/** Editing oneself: the header's greeting and photo follow at once. */
function refreshOwnSession(saved: AdminRecord) {
  const session = getSession();
  if (!session?.user || session.user.id !== saved.id) return;
  setSession({ ...session, user: { ...session.user, firstName: saved.firstName, lastName: saved.lastName, position: saved.position, imageUrl: saved.imageUrl } });
}

/**
 * Save the administrator form: POST or PATCH, then the photo, then a toast and back to /user (spec §2, §8). A refused
 * save shows "adminError (code)" with the server's message, and each field's message on its field.
 */
export function useAdminSubmit(form: FormInstance<AdminFormValues>, id: string | undefined) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const submit = async (values: AdminFormValues, photo: PhotoState, withPassword: boolean) => {
    setSaving(true);
    let saved: (AdminRecord & { invited?: boolean }) | undefined;
    try {
      const body = bodyOf(values, !!values.role && isUnitScoped(values.role), withPassword);
      saved = id ? await adminApi.update(id, body) : await adminApi.create(body);
    } catch (err) {
      const e = asApiError(err);
      const marked = showFieldErrors(form, err, ADMIN_FORM_FIELDS);
      if (marked[0]) form.scrollToField(marked[0], { block: 'center', behavior: 'smooth' });
      // spec §8: "adminError plus the code", with the server's message under it
      open?.(notice('error', 'admin-save', `${t('errors.adminError')} (${e.code ?? e.statusCode ?? '?'})`, e.message));
      setSaving(false);
      return;
    }
    try {
      saved = { ...saved, imageUrl: await savePhoto(saved.id, photo, saved.imageUrl) };
    } catch (err) {
      open?.({ type: 'error', key: 'admin-photo', message: t('admins.form.imageFailed', { message: asApiError(err).message ?? '' }) });
    }
    refreshOwnSession(saved);
    const done = id ? t('toasts.AdminUpdated') : saved.invited ? t('admins.form.invited', { email: saved.email }) : t('admins.form.created');
    open?.({ type: 'success', key: 'admin-save', message: done });
    setSaving(false);
    navigate(ADMINS_PATH);
  };

  return { saving, submit };
}
