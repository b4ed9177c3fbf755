import { useNotification } from '@refinedev/core';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession, setSession } from '../session';
import { initialsOf, PhotoField, photoOf, type PhotoState } from '../admins/PhotoField';
import { asApiError, fieldMessages, notice, showFieldErrors } from '../admins/serverErrors';
import { profileApi, type Profile } from './profileApi';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  position?: string;
  currentPassword?: string;
  mfaCode?: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'position', 'currentPassword', 'mfaCode'] as const;
const PHONE = /^\+?[0-9][0-9 ()-]{5,29}$/;

/** The header greets by name and shows the photo: keep the session's copy in step with what was saved. */
function refreshSessionUser(saved: Profile) {
  const session = getSession();
  if (!session?.user) return;
  setSession({ ...session, user: { ...session.user, firstName: saved.firstName, lastName: saved.lastName, position: saved.position, imageUrl: saved.imageUrl } });
}

/** Name, contact and photo: the part of the profile a person keeps up to date themselves. */
export function ProfileDetailsCard({ profile, onSaved }: { profile: Profile; onSaved: (saved: Profile) => void }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [form] = Form.useForm<Values>();
  const [photo, setPhoto] = useState<PhotoState>(photoOf(profile.imageUrl));
  const [photoError, setPhotoError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const firstName = Form.useWatch('firstName', form);
  const lastName = Form.useWatch('lastName', form);
  // a new e-mail is how an account could be taken over: the server asks for the password (and a code) again
  const email = Form.useWatch('email', form) as string | undefined;
  const emailChanged = email !== undefined && email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();

  const save = async (values: Values) => {
    setSaving(true);
    setPhotoError(undefined);
    try {
      const saved = await profileApi.update(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email?.trim() || null,
          phone: values.phone?.trim() || null,
          position: values.position?.trim() || null,
          ...(photo.removed && !photo.file ? { removeImage: true } : {}),
          ...(emailChanged ? { currentPassword: values.currentPassword ?? '', ...(values.mfaCode?.trim() ? { mfaCode: values.mfaCode.trim() } : {}) } : {}),
        },
        photo.file,
      );
      refreshSessionUser(saved);
      setPhoto(photoOf(saved.imageUrl));
      open?.({ type: 'success', key: 'profile-save', message: t('profile.saved') });
      onSaved(saved);
    } catch (err) {
      showFieldErrors(form, err, FIELDS);
      setPhotoError(fieldMessages(err).image?.[0]);
      const e = asApiError(err);
      open?.(notice('error', 'profile-save', t('profile.saveFailed'), e.code ? `${e.message} (${e.code})` : e.message));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('profile.sections.personal')} data-testid="profile-details">
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={saving}
        onFinish={(v) => void save(v)}
        initialValues={{ firstName: profile.firstName, lastName: profile.lastName, email: profile.email ?? '', phone: profile.phone ?? '', position: profile.position ?? '' }}
      >
        <Form.Item label={t('profile.fields.image')}>
          <PhotoField value={photo} onChange={setPhoto} initials={initialsOf(firstName, lastName)} error={photoError} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="firstName" label={t('profile.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('profile.required') }]}>
              <Input maxLength={80} autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label={t('profile.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('profile.required') }]}>
              <Input maxLength={80} autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('profile.fields.email')}
              rules={[{ required: true, whitespace: true, message: t('errors.J011') }, { type: 'email', message: t('errors.J003') }]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('profile.fields.phone')} rules={[{ pattern: PHONE, message: t('profile.invalidPhone') }]}>
              <Input type="tel" maxLength={30} autoComplete="tel" />
            </Form.Item>
          </Col>
        </Row>
        {emailChanged ? (
          <Row gutter={16} data-testid="profile-email-reauth">
            <Col xs={24} md={12}>
              <Form.Item name="currentPassword" label={t('profile.security.currentPassword')} extra={t('profile.security.emailReauthHint')} rules={[{ required: true, message: t('profile.required') }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="mfaCode" label={t('profile.security.code')} extra={t('profile.security.codeIfEnabled')}>
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
        <Form.Item name="position" label={t('profile.fields.position')}>
          <Input maxLength={80} autoComplete="organization-title" />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">{t('profile.save')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
