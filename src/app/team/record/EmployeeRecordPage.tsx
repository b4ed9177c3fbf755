import { PrinterOutlined } from '@ant-design/icons';
import { Button, Col, Result, Row, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { resourceByName } from '../../engine/resourceRegistry';
import { translateOr, useEngineI18n } from '../../engine/i18n';
import { FieldValue } from '../../engine/render/FieldValue';
import { DEFAULT_DATETIME_FORMAT } from '../../engine/render/formatDate';
import { fieldKind } from '../../engine/schema/fieldKind';
import { enumOptions } from '../../engine/schema/localizeSchema';
import { useEffectiveSchema, type EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import type { ApiHttpError } from '../../providers/http';
import { useSession } from '../../shell/session/useSession';
import { fullName, type Collaborator } from '../collaboratorApi';
import { CollaboratorAvatar } from '../CollaboratorAvatar';
import { sectionsFor } from '../collaboratorSections';
import { StatusTag } from '../list/collaboratorColumns';
import { useCollaborator } from '../profile/useCollaborator';
import { useBranches } from '../useBranches';

const users = resourceByName('users')!;

/** On paper only the sheet shows: no menu, header or buttons, A4 margins, sections not split across pages. */
const PRINT_CSS = `
.employee-record-sheet{background:#fff;max-width:900px;margin:0 auto;padding:32px 40px;border-radius:8px}
.employee-record-sheet table{width:100%;border-collapse:collapse;table-layout:fixed}
.employee-record-sheet td{border-bottom:1px solid #f0f0f0;padding:4px 8px;vertical-align:top;font-size:13px}
.employee-record-sheet td.label{color:#666;width:38%}
.employee-record-sheet section{break-inside:avoid;margin-bottom:14px}
@media print{
  @page{size:A4;margin:12mm}
  html,body{background:#fff!important;height:auto!important}
  .ant-layout{min-height:0!important;background:#fff!important}
  .ant-layout-sider,.ant-layout-header,.ant-layout-footer,header,.no-print{display:none!important}
  .ant-layout-content{padding:0!important}
  body *{visibility:hidden}
  .employee-record-sheet,.employee-record-sheet *{visibility:visible}
  .employee-record-sheet{position:absolute;left:0;top:0;width:100%;max-width:none;padding:0}
  .employee-record-sheet td{font-size:10.5px;padding:2px 6px}
  .employee-record-sheet td *{font-size:inherit!important}
  .employee-record-sheet section{margin-bottom:6px}
  .employee-record-sheet h5.ant-typography{font-size:12.5px;margin-bottom:2px!important;padding-bottom:2px!important}
  .employee-record-sheet .record-signatures{margin-top:20px!important}
}`;

function Section({ title, fields, schema, person }: { title: string; fields: string[]; schema: EffectiveSchema; person: Collaborator }) {
  const { t, locale } = useEngineI18n();
  const { nameOf } = useBranches();
  if (!fields.length) return null;
  const rows = fields.map((field) => {
    const raw = schema.raw.properties?.[field] ?? {};
    const prop = schema.localized.properties?.[field] ?? raw;
    const label = typeof prop.title === 'string' ? prop.title : translateOr(t, `users.fields.${field}`, field);
    let kind = fieldKind(raw);
    let value = person[field];
    // on paper: names and labels as plain text, no coloured tags
    if (field === 'mainBranch') [kind, value] = ['string', nameOf(person.mainBranch) || null];
    else if (kind === 'enum') [kind, value] = ['string', enumOptions(prop).find((o) => o.value === value)?.label ?? value];
    return { field, label, node: <FieldValue kind={kind} value={value} prop={prop} t={t} locale={locale} /> };
  });
  const half = Math.ceil(rows.length / 2);
  const table = (part: typeof rows) => (
    <table>
      <tbody>
        {part.map((r) => (
          <tr key={r.field}>
            <td className="label">{r.label}</td>
            <td>{r.node}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section>
      <Typography.Title level={5} style={{ borderBottom: '2px solid #39e489', paddingBottom: 4, marginBottom: 6 }}>{title}</Typography.Title>
      <Row gutter={24}>
        <Col span={12}>{table(rows.slice(0, half))}</Col>
        <Col span={12}>{table(rows.slice(half))}</Col>
      </Row>
    </section>
  );
}

/** /team/employee-record/:id: one collaborator's whole record on one printable page (contract and leave included). */
export default function EmployeeRecordPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const { schema } = useEffectiveSchema(users);
  const { collaborator: person, loading, error } = useCollaborator(id);

  if (loading || (!schema && !error)) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (error || !person || !schema) {
    const status = (error as ApiHttpError | null)?.statusCode === 403 ? '403' : '404';
    return <Result status={status} title={status === '403' ? t('errors.FORBIDDEN') : t('users.profile.notFound')} extra={<Link to="/team/employee-record">{t('users.profile.back')}</Link>} />;
  }
  const editable = Object.entries(schema.raw.properties ?? {}).filter(([, p]) => !p.readOnly).map(([f]) => f);
  const generated = t('users.record.generated', {
    date: dayjs().format(t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT })),
    user: session?.user ? fullName(session.user) : '',
  });
  return (
    <div>
      <style>{PRINT_CSS}</style>
      <Space className="no-print" style={{ marginBottom: 12 }}>
        <Link to="/team/employee-record"><Button>{t('users.profile.back')}</Button></Link>
        <Link to={`/team/profile/${person.id}`}><Button>{t('users.list.view')}</Button></Link>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="record-print">{t('users.record.print')}</Button>
      </Space>
      <div className="employee-record-sheet" data-testid="employee-record">
        <Row justify="space-between" align="middle" style={{ marginBottom: 16 }}>
          <Col>
            <Typography.Text type="secondary">{String(session?.company?.name ?? '')}</Typography.Text>
            <Typography.Title level={3} style={{ margin: 0 }}>{t('users.record.title')}</Typography.Title>
          </Col>
          <Col>
            <Space size={16} align="center">
              <div style={{ textAlign: 'right' }}>
                <Typography.Title level={4} style={{ margin: 0 }}>{fullName(person)}</Typography.Title>
                <Space size={6}>
                  <Typography.Text type="secondary">{`${person.typeOfDocument} ${person.numberOfDocument}`}</Typography.Text>
                  <StatusTag active={person.active} t={t} />
                </Space>
              </div>
              <CollaboratorAvatar person={person} size={72} />
            </Space>
          </Col>
        </Row>
        {sectionsFor(editable).map((s) => (
          <Section key={s.key} title={t(`users.sections.${s.key}`)} fields={s.fields} schema={schema} person={person} />
        ))}
        {person.leaveDate ? <Section title={t('users.sections.leave')} fields={['leaveDate', 'typeOfLeave', 'leaveComment']} schema={schema} person={person} /> : null}
        <Row gutter={48} style={{ marginTop: 48 }} className="record-signatures">
          {['signatureEmployee', 'signatureCompany'].map((k) => (
            <Col span={12} key={k}>
              <div style={{ borderTop: '1px solid #999', paddingTop: 6, marginTop: 40 }}>
                <Typography.Text type="secondary">{t(`users.record.${k}`)}</Typography.Text>
              </div>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 24, fontSize: 12 }}>{generated}</Typography.Paragraph>
      </div>
    </div>
  );
}
