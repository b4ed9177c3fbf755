import { SaveOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiHttpError } from '../providers/http';
import { IMAGE_FIELDS, TEXT_FIELDS, keepSessionCompany, loadCompany, saveCompany, type ImageField, type ImageState, type TextField } from './companyApi';
import { CompanyImageField } from './CompanyImageField';
import { imageChoiceOf } from '../shell/files/imageChoice';

type Images = Record<ImageField, ImageState>;
type FieldErrors = Partial<Record<string, string>>;

const imagesOf = (c: Record<ImageField, string | null>): Images =>
  Object.fromEntries(IMAGE_FIELDS.map((f) => [f, imageChoiceOf(c[f] as string | null | undefined)])) as Images;

const LAYOUT: { section: string; fields: { name: TextField; span: number }[] }[] = [
  { section: 'identity', fields: [{ name: 'name', span: 12 }, { name: 'legalName', span: 12 }, { name: 'taxId', span: 8 }, { name: 'address', span: 16 }, { name: 'postalCode', span: 8 }, { name: 'city', span: 8 }, { name: 'country', span: 8 }] },
  { section: 'contact', fields: [{ name: 'contactName', span: 12 }, { name: 'phone', span: 12 }, { name: 'email', span: 12 }, { name: 'website', span: 12 }] },
];

/**
 * /company/edit: the company's data and its five images (PATCH /companies, multipart when an image goes with it).
 * After saving, the session's company takes the answer (the header shows the new logo at once) and the app goes to
 * /company (spec §2).
 */
export default function CompanyEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<Record<TextField, string>>();
  const [images, setImages] = useState<Images>();
  const [loadError, setLoadError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    let live = true;
    loadCompany()
      .then((c) => {
        if (!live) return;
        form.setFieldsValue(Object.fromEntries(TEXT_FIELDS.map((f) => [f, c[f] ?? ''])) as Record<TextField, string>);
        setImages(imagesOf(c));
      })
      .catch((e: Error) => live && setLoadError(e.message));
    return () => {
      live = false;
    };
  }, [form]);

  const save = async (values: Record<TextField, string>) => {
    if (!images) return;
    setSaving(true);
    setErrors({});
    try {
      const body = Object.fromEntries(TEXT_FIELDS.map((f) => [f, f === 'name' ? values[f].trim() : values[f]?.trim() || null]));
      const saved = await saveCompany(body, images);
      keepSessionCompany(saved);
      notify?.({ type: 'success', message: t('company.saved') });
      navigate('/company');
    } catch (e) {
      const apiError = e as Partial<ApiHttpError>;
      const byField: FieldErrors = {};
      for (const [field, messages] of Object.entries((apiError.errors ?? {}) as Record<string, string[]>)) byField[field.split('.')[0]] ??= messages[0];
      setErrors(byField);
      form.setFields(TEXT_FIELDS.filter((f) => byField[f]).map((f) => ({ name: f, errors: [byField[f] as string] })));
      notify?.({ type: 'error', message: t('engine.form.saveFailed'), description: apiError.message });
    } finally {
      setSaving(false);
    }
  };

  const setImage = (field: ImageField) => (next: ImageState) => setImages((prev) => (prev ? { ...prev, [field]: next } : prev));
  const rulesOf = (f: TextField) => {
    if (f === 'name') return [{ required: true, whitespace: true, message: t('company.validation.required') }, { max: 120 }];
    if (f === 'email') return [{ type: 'email' as const, message: t('company.validation.email') }];
    if (f === 'website') return [{ pattern: /^https?:\/\/\S+$/, message: t('company.validation.website') }];
    return [{ max: f === 'address' ? 300 : f === 'legalName' ? 200 : 120 }];
  };

  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('company.editTitle')}</Typography.Title>}
      extra={(
        <Space>
          <Button onClick={() => navigate('/company')}>{t('company.cancel')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!images} onClick={() => form.submit()} data-testid="company-save">
            {t('company.save')}
          </Button>
        </Space>
      )}
    >
      {loadError ? <Alert type="error" showIcon message={t('company.loadError')} description={loadError} /> : null}
      {!images ? (loadError ? null : <Skeleton active paragraph={{ rows: 10 }} />) : null}
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} disabled={saving} style={{ maxWidth: 1000, display: images ? undefined : 'none' }}>
        <Flex vertical gap={16}>
          {LAYOUT.map(({ section, fields }) => (
            <Card key={section} size="small" title={t(`company.sections.${section}`)}>
              <Row gutter={16}>
                {fields.map(({ name, span }) => (
                  <Col key={name} xs={24} md={span}>
                    <Form.Item name={name} label={t(`company.fields.${name}`)} rules={rulesOf(name)}>
                      <Input id={`company-${name}`} autoComplete="off" />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
          {images ? (
            <>
              <Card size="small" title={t('company.sections.images')}>
                <Flex gap={32} wrap>
                  <CompanyImageField name="image" label={t('company.fields.image')} help={t('company.help.image')} value={images.image} onChange={setImage('image')} error={errors.image} width={180} height={90} />
                  <CompanyImageField name="hugeLogo" label={t('company.fields.hugeLogo')} help={t('company.help.hugeLogo')} value={images.hugeLogo} onChange={setImage('hugeLogo')} error={errors.hugeLogo} width={300} height={90} />
                </Flex>
              </Card>
              <Card size="small" title={t('company.sections.carousel')}>
                <Typography.Paragraph type="secondary">{t('company.help.carousel')}</Typography.Paragraph>
                <Flex gap={24} wrap>
                  {(['carrousel1', 'carrousel2', 'carrousel3'] as const).map((f) => (
                    <CompanyImageField key={f} name={f} label={t(`company.fields.${f}`)} value={images[f]} onChange={setImage(f)} error={errors[f]} width={240} height={135} />
                  ))}
                </Flex>
              </Card>
            </>
          ) : null}
        </Flex>
      </Form>
    </Card>
  );
}
