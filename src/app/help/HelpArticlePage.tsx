import { EditOutlined, ExportOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { useHelpData, useManagesHandbooks, type Article } from './helpApi';
import './helpArticle.css';

/** /help/<slug>: one article (sanitized by the server) or one of the company's handbooks. */
export default function HelpArticlePage() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const manages = useManagesHandbooks();
  const { data, loading, error } = useHelpData<{ article: Article }>(`/help/articles/${encodeURIComponent(slug)}`);
  if (loading) return <PageFrame title={t('help.title')} back="/help"><Skeleton active /></PageFrame>;
  if (error?.statusCode === 404) return <Result status="404" title={t('help.notFound')} extra={<Link to="/help"><Button>{t('help.back')}</Button></Link>} />;
  if (error) return <Alert type="error" showIcon message={error.message} />;
  const article = data?.article;
  if (!article) return null;
  const hb = article.handbook;
  const target = hb?.url ?? hb?.file ?? null;
  return (
    <PageFrame
      title={article.title}
      back="/help"
      extra={hb ? (
        <Space wrap>
          {hb.required ? <Tag color="red">{t('help.required')}</Tag> : null}
          {target ? <Button type="primary" icon={<ExportOutlined />} href={target} target="_blank" rel="noopener noreferrer">{t('help.openResource')}</Button> : null}
          {manages ? <Link to={`/help/handbooks/unread?handbookId=${hb.id}`}><Button icon={<TeamOutlined />}>{t('help.unreadReport')}</Button></Link> : null}
          {manages ? <Link to={`/comunication/billboard/resource/edit/${hb.id}`}><Button icon={<EditOutlined />}>{t('help.editResource')}</Button></Link> : null}
        </Space>
      ) : <Tag color={article.kind === 'faq' ? 'blue' : 'green'}>{t(`help.kinds.${article.kind}`)}</Tag>}
    >
      <Flex vertical gap={12}>
        {hb?.readAt ? <Typography.Text type="success">{t('help.readAtYou', { date: new Date(hb.readAt).toLocaleDateString(i18n.language) })}</Typography.Text> : null}
        {/* the server renders the markdown and sanitizes it (src/server/areas/help/markdown.ts) */}
        <div className="help-article" data-testid="help-article" dangerouslySetInnerHTML={{ __html: article.html }} />
      </Flex>
    </PageFrame>
  );
}
