import { Alert, Empty, Input, Select, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FilterValue } from '../../../shared/listQuery';
import { DEFAULT_DATE_FORMAT, formatDate } from '../../engine/render/formatDate';
import { CollaboratorAvatar } from '../CollaboratorAvatar';
import { PageFrame } from '../PageFrame';
import { useBranches } from '../useBranches';
import { useCollaboratorLists } from '../useCollaboratorLists';
import { useAllowed } from '../../shell/access/useAllowed';
import { ReinstateButton } from './ReinstateButton';
import { useDismissed, type DismissedRow } from './useDismissed';

/** Spec §9: the dismissed users table asks for 100 rows from offset 0. */
const PAGE_SIZE = 100;

/** /team/casualtylist: offboarded collaborators, most recent leave first, searchable, paged beyond 100. */
export default function CasualtyListPage() {
  const { t } = useTranslation();
  const branches = useBranches();
  const lists = useCollaboratorLists();
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const [q, setQ] = useState<string>();
  const [mainBranch, setMainBranch] = useState<string>();
  const [typeOfLeave, setTypeOfLeave] = useState<string>();
  const filters = useMemo(() => {
    const f: Record<string, FilterValue> = {};
    if (mainBranch) f.mainBranch = mainBranch;
    if (typeOfLeave) f.typeOfLeave = typeOfLeave;
    return f;
  }, [mainBranch, typeOfLeave]);
  const { rows, count, loading, error, refetch } = useDismissed({ offset: (page.current - 1) * page.size, limit: page.size, q, filters });
  const canReinstate = useAllowed('users', 'edit');
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const first = (set: () => void) => {
    set();
    setPage((p) => ({ ...p, current: 1 }));
  };

  const columns: ColumnType<DismissedRow>[] = [
    {
      key: 'name',
      title: t('users.list.name'),
      fixed: 'left',
      width: 250,
      // the document number sits under the name: one column less, so the table fits 1440 px without scrolling
      render: (_, r) => (
        <Link to={`/casualty/profile/${r.id}`}>
          <Space size={10}>
            <CollaboratorAvatar person={r} />
            <span style={{ display: 'inline-block', lineHeight: 1.3 }}>
              <Typography.Text strong>{r.lastName}</Typography.Text>
              <Typography.Text>{`, ${r.firstName}`}</Typography.Text>
              {r.numberOfDocument ? <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{String(r.numberOfDocument)}</Typography.Text></div> : null}
            </span>
          </Space>
        </Link>
      ),
    },
    { key: 'position', dataIndex: 'position', title: t('users.fields.position'), ellipsis: { showTitle: true }, render: (v) => v ?? '—' },
    { key: 'branch', title: t('users.fields.mainBranch'), ellipsis: { showTitle: true }, render: (_, r) => r.branchOffice?.name || '—' },
    { key: 'leaveDate', dataIndex: 'leaveDate', title: t('users.fields.leaveDate'), width: 115, render: (v) => formatDate(v, dateFormat) || '—' },
    { key: 'typeOfLeave', dataIndex: 'typeOfLeave', title: t('users.fields.typeOfLeave'), width: 120, render: (v) => (v ? <Tag color="volcano">{String(v)}</Tag> : '—') },
    {
      key: 'leaveComment',
      dataIndex: 'leaveComment',
      title: t('users.fields.leaveComment'),
      ellipsis: { showTitle: false },
      render: (v) => (v ? <Typography.Text ellipsis={{ tooltip: String(v) }}>{String(v)}</Typography.Text> : '—'),
    },
    ...(canReinstate
      ? [{ key: 'actions', title: '', width: 145, render: (_: unknown, r: DismissedRow) => <ReinstateButton compact person={r} onDone={() => void refetch()} /> }]
      : []),
  ];

  return (
    <PageFrame
      title={
        <Space size={12}>
          {t('users.casualty.title')}
          {count !== undefined ? <Tag color="red" data-testid="casualty-count">{t('users.casualty.count', { count })}</Tag> : null}
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            allowClear
            maxLength={200}
            placeholder={t('users.list.search')}
            aria-label={t('users.list.search')}
            style={{ width: 300 }}
            onSearch={(text) => first(() => setQ(text.trim() || undefined))}
            data-testid="casualty-search"
          />
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            value={mainBranch}
            placeholder={t('users.list.branch')}
            treeData={branches.tree}
            onChange={(v?: string) => first(() => setMainBranch(v || undefined))}
            style={{ width: 240 }}
          />
          <Select
            allowClear
            value={typeOfLeave}
            placeholder={t('users.casualty.reason')}
            options={lists.typeOfLeave.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => first(() => setTypeOfLeave(v || undefined))}
            style={{ width: 220 }}
          />
        </Space>
        {error ? <Alert type="error" showIcon message={t('engine.list.loadError')} description={error.message} /> : null}
        <Table<DismissedRow>
          rowKey="id"
          dataSource={rows}
          columns={columns}
          loading={loading}
          size="middle"
          // fixed columns share the width; below 1000 px (a phone) the table scrolls instead of crushing them
          tableLayout="fixed"
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty description={t('users.casualty.empty')} /> }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: count,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            showTotal: (n) => t('users.casualty.count', { count: n }),
            onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
          }}
        />
      </Space>
    </PageFrame>
  );
}
