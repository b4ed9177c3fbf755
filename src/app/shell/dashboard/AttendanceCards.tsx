import { ClockCircleOutlined, ArrowRightOutlined, UserDeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../workdays/formatMinutes';
import type { Absences, LateArrivals, Loaded, Presences } from './dashboardApi';
import type { ListKind } from './useDashboardFilters';
import { formatNumber } from '../locale/formatNumber';

interface FigureProps {
  kind: ListKind;
  title: string;
  value?: number;
  detail?: ReactNode;
  icon: ReactNode;
  tone: { bg: string; fg: string };
  loading: boolean;
  failed: boolean;
  onOpen: (kind: ListKind) => void;
}

/** One attendance figure; a click opens the list of the people it counts. */
function Figure({ kind, title, value, detail, icon, tone, loading, failed, onOpen }: FigureProps) {
  const { t } = useTranslation();
  return (
    <Card
      hoverable
      role="button"
      tabIndex={0}
      aria-label={`${title}: ${value ?? ''}`}
      onClick={() => onOpen(kind)}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(kind); } }}
      style={{ height: '100%' }}
      data-testid={`card-${kind}`}
    >
      <Flex align="flex-start" justify="space-between" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          {loading && value === undefined ? (
            <Skeleton.Input active size="large" style={{ display: 'block', marginTop: 8 }} />
          ) : failed ? (
            <Typography.Paragraph type="danger" style={{ margin: '12px 0 0' }}>{t('dashboard.loadError')}</Typography.Paragraph>
          ) : (
            <>
              <Statistic value={value ?? 0} formatter={(v) => formatNumber(Number(v))} valueStyle={{ fontSize: 32, fontWeight: 600 }} data-testid={`${kind}-count`} />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>{detail}</Typography.Text>
            </>
          )}
        </div>
        <Flex align="center" justify="center" style={{ width: 44, height: 44, borderRadius: 12, background: tone.bg, color: tone.fg, fontSize: 22, flex: 'none' }}>
          {icon}
        </Flex>
      </Flex>
      <Typography.Text style={{ color: tone.fg, fontSize: 13, display: 'inline-block', marginTop: 8 }}>
        {t('dashboard.cards.viewList')} <ArrowRightOutlined />
      </Typography.Text>
    </Card>
  );
}

/** Presences, absences and late arrivals of the chosen date and unit. */
export function AttendanceCards({ presences, absences, late, onOpen }: {
  presences: Loaded<Presences>; absences: Loaded<Absences>; late: Loaded<LateArrivals>; onOpen: (kind: ListKind) => void;
}) {
  const { t } = useTranslation();
  const p = presences.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Figure
          kind="presences"
          title={t('dashboard.cards.presences')}
          value={p?.present}
          detail={p ? [t('dashboard.cards.working', { count: p.working }), t('dashboard.cards.onBreak', { count: p.onBreak }), t('dashboard.cards.finished', { count: p.finished })].join(' · ') : null}
          icon={<UserOutlined />}
          tone={{ bg: '#e3faee', fg: '#12814c' }}
          loading={presences.loading}
          failed={presences.failed}
          onOpen={onOpen}
        />
      </Col>
      <Col xs={24} md={8}>
        <Figure
          kind="absences"
          title={t('dashboard.cards.absences')}
          value={absences.data?.absent}
          detail={absences.data ? [
            t('dashboard.cards.ofPlanned', { planned: absences.data.planned }),
            ...(absences.data.onLeave ? [t('dashboard.cards.onLeave', { count: absences.data.onLeave })] : []),
          ].join(' · ') : null}
          icon={<UserDeleteOutlined />}
          tone={{ bg: '#fff1f0', fg: '#cf1322' }}
          loading={absences.loading}
          failed={absences.failed}
          onOpen={onOpen}
        />
      </Col>
      <Col xs={24} md={8}>
        <Figure
          kind="late"
          title={t('dashboard.cards.late')}
          value={late.data?.count}
          detail={late.data ? t('dashboard.cards.lateTotal', { time: formatMinutes(late.data.totalMinutes) }) : null}
          icon={<ClockCircleOutlined />}
          tone={{ bg: '#fff7e6', fg: '#ad4e00' }}
          loading={late.loading}
          failed={late.failed}
          onOpen={onOpen}
        />
      </Col>
    </Row>
  );
}
