import { Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccessFields } from './AccessFields';
import type { AdminRecord, AssignableRole } from '../../shared/admins/admin';
import { DOCUMENT_TYPES, emptyAdminValues, valuesOf, type AdminFormValues } from './adminFormValues';
import { CreatePasswordFields, EditPasswordFields } from './PasswordFields';
import { initialsOf, PhotoField, photoOf, type PhotoState } from './PhotoField';
import { ADMINS_PATH, useAdminSubmit } from './useAdminSubmit';

interface AdminFormProps {
  /** the administrator being edited; none to create one */
  admin?: AdminRecord;
  roles: AssignableRole[];
  rolesLoading: boolean;
  /** edit: is this the signed-in user, and may the caller set their password */
  self?: boolean;
  passwordAllowed?: boolean;
}

/** The administrator form (/user/add, /user/edit/:id): person, access, password; saved by useAdminSubmit. */
export function AdminForm({ admin, roles, rolesLoading, self = false, passwordAllowed = false }: AdminFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<AdminFormValues>();
  const [photo, setPhoto] = useState<PhotoState>(photoOf(admin?.imageUrl));
  const { saving, submit } = useAdminSubmit(form, admin?.id);
  const firstName = Form.useWatch('firstName', form);
  const lastName = Form.useWatch('lastName', form);
  const editing = !!admin;

  return (
    <Form<AdminFormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={admin ? valuesOf(admin) : emptyAdminValues()}
      disabled={saving}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
      onFinish={(values) => void submit(values, photo, editing ? !self && passwordAllowed : values.passwordMode === 'set')}
      style={{ maxWidth: 880 }}
      data-testid="admin-form"
    >
      <Flex vertical gap={16}>
        <Card title={t('admins.form.sections.person')}>
          <Form.Item label={t('admins.form.fields.image')}>
            <PhotoField value={photo} onChange={setPhoto} initials={initialsOf(firstName, lastName)} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="firstName" label={t('admins.form.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('admins.form.required') }]}>
                <Input autoComplete="off" maxLength={80} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="lastName" label={t('admins.form.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('admins.form.required') }]}>
                <Input autoComplete="off" maxLength={80} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="typeOfDocument" label={t('admins.form.fields.typeOfDocument')}>
                <Select options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`admins.form.documentTypes.${d}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="numberOfDocument" label={t('admins.form.fields.numberOfDocument')} rules={[{ required: true, whitespace: true, message: t('errors.J002') }]}>
                <Input autoComplete="off" maxLength={30} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="position" label={t('admins.form.fields.position')}>
                <Input maxLength={80} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t('admins.form.fields.phone')}>
                <Input type="tel" maxLength={30} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('admins.form.sections.access')}>
          <AccessFields roles={roles} rolesLoading={rolesLoading} currentRole={admin ? { key: admin.role, name: admin.roleName } : undefined} />
        </Card>

        {!editing || self || passwordAllowed ? (
          <Card title={t('admins.form.sections.password')}>
            {editing ? <EditPasswordFields self={self} allowed={passwordAllowed} /> : <CreatePasswordFields />}
          </Card>
        ) : null}

        <Flex justify="flex-end" gap={8}>
          {/* leaving stays possible while a save is under way (the form disables its other controls) */}
          <Button onClick={() => navigate(ADMINS_PATH)} disabled={false}>{t('admins.form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} className="admin-save-button" data-testid="admin-save">
            {t('admins.form.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
