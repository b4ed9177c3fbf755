import { BookOutlined, QuestionCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Input, List, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { HandbooksSection } from './HandbooksSection';
import { useHelpData, type ArticleSummary } from './helpApi';

const KIND_ICON = { tutorial: <RocketOutlined />, faq: <QuestionCircleOutlined />, handbook: <BookOutlined /> };
const KIND_COLOR = { tutorial: 'green', faq: 'blue', handbook: 'gold' };

/**
 * /help: the search over every article (the query in the URL, ?q=), or, without one, the getting-started tutorials,
 * the FAQ and the company's handbooks. `?article=<slug>` is an alias of /help/<slug>.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { data, loading, error } = useHelpData<{ articles: ArticleSummary[]; count: number }>('/help/articles', q ? { q } : {});
  const articles = data?.articles ?? [];
  const search = (value: string) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  const alias = params.get('article');
  if (alias) return <Navigate to={`/help/${encodeURIComponent(alias)}`} replace />;

  return (
    <PageFrame title={t('help.title')}>
      <Flex vertical gap={20}>
        <Input.Search
          key={q}
          size="large"
          allowClear
          defaultValue={q}
          placeholder={t('help.searchPlaceholder')}
          onSearch={search}
          enterButton
          style={{ maxWidth: 640 }}
          data-testid="help-search"
        />
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        {loading ? <Skeleton active /> : null}
        {!loading && q ? <SearchResults articles={articles} /> : null}
        {!loading && !q ? <Sections articles={articles} /> : null}
      </Flex>
    </PageFrame>
  );
}

function SearchResults({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation();
  if (!articles.length) return <Empty description={t('help.noResults')} />;
  return (
    <List
      header={<Typography.Text type="secondary">{t('help.results', { count: articles.length })}</Typography.Text>}
      dataSource={articles}
      data-testid="help-results"
      renderItem={(a) => (
        <List.Item>
          <List.Item.Meta
            avatar={KIND_ICON[a.kind]}
            title={(
              <Flex gap={8} align="center" wrap>
                <Link to={`/help/${a.slug}`} data-testid="help-result">{a.title}</Link>
                <Tag color={KIND_COLOR[a.kind]}>{t(`help.kinds.${a.kind}`)}</Tag>
                {a.required ? <Tag color="red">{t('help.required')}</Tag> : null}
              </Flex>
            )}
            description={a.excerpt}
          />
        </List.Item>
      )}
    />
  );
}

function Sections({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation();
  const tutorials = articles.filter((a) => a.kind === 'tutorial');
  const faq = articles.filter((a) => a.kind === 'faq');
  return (
    <Flex vertical gap={24}>
      <section>
        <Typography.Title level={5}>{t('help.kinds.tutorial')}</Typography.Title>
        <Row gutter={[12, 12]}>
          {tutorials.map((a) => (
            <Col key={a.slug} xs={24} sm={12} lg={8} xl={6}>
              <Link to={`/help/${a.slug}`} data-testid="help-tutorial">
                <Card size="small" hoverable style={{ height: '100%' }}>
                  <Card.Meta avatar={<RocketOutlined style={{ color: '#1f9d55', fontSize: 18 }} />} title={<span style={{ whiteSpace: 'normal' }}>{a.title}</span>} description={<Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{a.excerpt}</Typography.Paragraph>} />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </section>
      <section>
        <Typography.Title level={5}>{t('help.kinds.faq')}</Typography.Title>
        <Flex gap={8} wrap>
          {faq.map((a) => <Link key={a.slug} to={`/help/${a.slug}`}><Button icon={<QuestionCircleOutlined />}>{a.title}</Button></Link>)}
        </Flex>
      </section>
      <HandbooksSection handbooks={articles.filter((a) => a.kind === 'handbook')} />
    </Flex>
  );
}
