import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Col, Divider, Row, Typography } from 'antd';
import { sectionsFor } from '../collaboratorSections';

export interface SectionContext {
  sectionTitle: (key: string) => string;
}

const WIDE = new Set(['address']);

/**
 * The collaborator form's root object: its fields in titled sections (personal, contact, organisation, contract,
 * custom fields), two columns on wide screens. Nested objects (none today) keep a single column.
 */
export function SectionedObjectTemplate({ properties, registry, fieldPathId }: ObjectFieldTemplateProps) {
  const { sectionTitle } = registry.formContext as SectionContext;
  const visible = properties.filter((p) => !p.hidden);
  const byName = new Map(visible.map((p) => [p.name, p]));
  return (
    <fieldset id={fieldPathId.$id}>
      {sectionsFor(visible.map((p) => p.name)).map((section, index) => (
        <section key={section.key} data-section={section.key}>
          <Divider orientation="left" orientationMargin={0} style={{ marginTop: index === 0 ? 0 : 8 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {sectionTitle(section.key)}
            </Typography.Title>
          </Divider>
          <Row gutter={24}>
            {section.fields.map((name) => (
              <Col key={name} xs={24} md={WIDE.has(name) ? 24 : 12}>
                {byName.get(name)?.content}
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </fieldset>
  );
}
