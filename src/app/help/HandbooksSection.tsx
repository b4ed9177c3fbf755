import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpData, useManagesHandbooks, type ArticleSummary, type HandbookRow } from './helpApi';

/** The company's handbooks in the help centre; who manages them also sees how many people read each, and who has not. */
export function HandbooksSection({ handbooks }: { handbooks: ArticleSummary[] }) {
  const { t } = useTranslation();
  const manages = useManagesHandbooks();
  const counts = useHelpData<{ handbooks: HandbookRow[]; people: number }>('/handbooks', {}, manages);
  const countOf = (slug: string) => counts.data?.handbooks.find((h) => `handbook-${h.id}` === slug);
  return (
    <section data-testid="help-handbooks">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>{t('help.kinds.handbook')}</Typography.Title>
        {manages && handbooks.length ? <Link to="/help/handbooks/unread"><Button icon={<TeamOutlined />}>{t('help.unreadAll')}</Button></Link> : null}
      </Flex>
      {handbooks.length ? (
        <List
          dataSource={handbooks}
          renderItem={(h) => {
            const c = countOf(h.slug);
            return (
              <List.Item
                actions={manages && c ? [
                  <Typography.Text key="n" type="secondary">{t('help.readCount', { read: c.readCount, people: counts.data?.people ?? 0 })}</Typography.Text>,
                  <Link key="u" to={`/help/handbooks/unread?handbookId=${c.id}`}>{t('help.unreadReport')}</Link>,
                ] : undefined}
              >
                <List.Item.Meta
                  avatar={<BookOutlined style={{ fontSize: 18, color: '#d48806' }} />}
                  title={<Flex gap={8} wrap><Link to={`/help/${h.slug}`}>{h.title}</Link>{h.required ? <Tag color="red">{t('help.required')}</Tag> : null}</Flex>}
                  description={h.excerpt || undefined}
                />
              </List.Item>
            );
          }}
        />
      ) : <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('help.noHandbooks')}</Typography.Paragraph>}
    </section>
  );
}
