import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Col, Divider, Row, Typography } from 'antd';
import type { FieldSection } from '../../schema/sections';

/** What the form puts in the root uiSchema's `ui:options` for this template (see `sectionedUi`). */
export interface SectionsOption {
  sections: (FieldSection & { title: string })[];
}

type Ui = Record<string, unknown>;

/** A long text, a rich text or a nested object spans both columns. */
const isWide = (ui: Ui | undefined, prop: { type?: unknown } | undefined) =>
  ui?.['ui:widget'] === 'textarea' || ui?.['ui:widget'] === 'richText' || (ui?.['ui:options'] as Ui | undefined)?.wide === true || prop?.type === 'object';

/**
 * An object's fields in titled sections, two columns on wide screens. Registered by name
 * (`'ui:ObjectFieldTemplate': 'SectionedObjectTemplate'`); the sections come in `ui:options.sections`.
 * Fields the sections do not name (none when they come from `groupFields`) are not lost: they follow, untitled.
 */
export function SectionedObjectTemplate({ properties, schema, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const { sections = [] } = ((uiSchema?.['ui:options'] ?? {}) as Partial<SectionsOption>);
  const visible = properties.filter((p) => !p.hidden);
  const named = new Set(sections.flatMap((s) => s.fields));
  const shown = [
    ...sections.map((s) => ({ ...s, fields: s.fields.filter((f) => visible.some((p) => p.name === f)) })),
    { key: '', title: '', fields: visible.map((p) => p.name).filter((f) => !named.has(f)) },
  ].filter((s) => s.fields.length > 0);
  return (
    <fieldset id={fieldPathId.$id}>
      {shown.map((section, index) => (
        <section key={section.key || '_rest'} data-section={section.key || undefined}>
          {section.title ? (
            <Divider orientation="left" orientationMargin={0} style={{ marginTop: index === 0 ? 0 : 8 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {section.title}
              </Typography.Title>
            </Divider>
          ) : null}
          <Row gutter={24}>
            {section.fields.map((name) => (
              <Col key={name} xs={24} md={isWide(uiSchema?.[name] as Ui | undefined, schema.properties?.[name] as { type?: unknown }) ? 24 : 12}>
                {visible.find((p) => p.name === name)?.content}
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </fieldset>
  );
}
