import { Alert, DatePicker, Empty, Flex, Pagination, Select, Space, Spin, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { PageFrame } from '../team/PageFrame';
import { useBranches } from '../team/useBranches';
import { barStyle, TimelineGrid } from './TimelineGrid';
import { loadTimeline, type Timeline } from './timelineApi';

const PAGE = 20;
/** this week's Monday, whatever the locale's first day of the week */
const thisMonday = () => dayjs().subtract((dayjs().day() + 6) % 7, 'day').format('YYYY-MM-DD');
const WEEKS = [2, 3, 4, 5, 6];

/** Team timeline (/team/timeline): who is away when in a unit and its sub-units, over 2 to 6 weeks. */
export default function TimelinePage() {
  const { t } = useTranslation();
  const { tree } = useBranches();
  const [start, setStart] = useState(() => thisMonday());
  const [weeks, setWeeks] = useState(4);
  const [branchId, setBranchId] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Timeline | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const dates = useMemo(() => Array.from({ length: weeks * 7 }, (_, i) => dayjs(start).add(i, 'day').format('YYYY-MM-DD')), [start, weeks]);
  useEffect(() => setPage(1), [start, weeks, branchId]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    loadTimeline({ from: dates[0], to: dates[dates.length - 1], branchId, skip: (page - 1) * PAGE, limit: PAGE })
      .then((d) => { if (live) { setData(d); setError(null); } })
      .catch((err: ApiHttpError) => { if (live) setError(err.message); })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [dates, branchId, page]);

  const legend = (status: 'APPROVED' | 'PENDING') => (
    <Space size={4}>
      <span style={{ ...barStyle({ status, color: '#8c8c8c' } as never), display: 'inline-block', width: 24, height: 12, borderRadius: 3 }} />
      {t(status === 'APPROVED' ? 'timeline.approved' : 'timeline.pending')}
    </Space>
  );

  return (
    <PageFrame title={t('timeline.title')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Space wrap>
            <TreeSelect
              treeData={tree} allowClear treeDefaultExpandAll style={{ minWidth: 240 }} data-testid="timeline-unit"
              placeholder={t('timeline.unit')} value={branchId} onChange={(v?: string) => setBranchId(v || undefined)}
            />
            <DatePicker
              allowClear={false} value={dayjs(start)} aria-label={t('timeline.range')}
              format={t('engine.format.date', { defaultValue: 'DD/MM/YYYY' })}
              onChange={(d) => { if (d) setStart(d.format('YYYY-MM-DD')); }}
            />
            <Select
              style={{ width: 140 }} aria-label={t('timeline.range')} value={weeks} onChange={setWeeks}
              options={WEEKS.map((w) => ({ value: w, label: t('timeline.weeks', { count: w }) }))}
            />
          </Space>
          <Space size={16} wrap>
            {legend('APPROVED')}
            {legend('PENDING')}
            <Space size={4}><span style={{ display: 'inline-block', width: 16, height: 12, background: 'rgba(0,0,0,0.05)' }} />{t('timeline.weekend')}</Space>
            <Space size={4}><span style={{ color: '#d48806' }}>★</span>{t('timeline.specialDay')}</Space>
          </Space>
        </Flex>
        {error ? <Alert type="error" message={error} /> : null}
        <Spin spinning={loading}>
          {data && data.people.length ? <TimelineGrid data={data} dates={dates} /> : <Empty description={t('timeline.noPeople')} />}
        </Spin>
        {data && data.count > PAGE ? (
          <Pagination current={page} pageSize={PAGE} total={data.count} onChange={setPage} showSizeChanger={false} />
        ) : null}
      </Space>
    </PageFrame>
  );
}
