import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathNames, searchPositions, type PositionTreeNode } from './positionTree';

interface Props {
  roots: readonly PositionTreeNode[];
  /** the positions matching what is typed (highlighted in the chart) */
  onMatches: (ids: Set<string>) => void;
  /** one chosen: the chart expands its ancestors and brings it into view */
  onFound: (id: string) => void;
}

const MAX_OPTIONS = 12;

/** Find a position by name: suggestions show where each one sits; Enter takes the highlighted (first) one. */
export function PositionSearch({ roots, onMatches, onFound }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const matches = useMemo(() => searchPositions(roots, text), [roots, text]);

  const options = matches.slice(0, MAX_OPTIONS).map((n) => {
    const path = pathNames(roots, n.id);
    return {
      value: n.id,
      label: (
        <div style={{ lineHeight: 1.3, padding: '2px 0' }}>
          <div>{n.name}</div>
          {path.length ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
              {path.join(' › ')}
            </Typography.Text>
          ) : null}
        </div>
      ),
    };
  });

  const change = (value: string) => {
    setText(value);
    onMatches(new Set(searchPositions(roots, value).map((n) => n.id)));
  };
  const choose = (id: string) => {
    const node = matches.find((n) => n.id === id);
    if (node) setText(node.name);
    onFound(id);
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={(value: string) => matches.some((n) => n.id === value) || change(value)}
      onSelect={choose}
      style={{ width: 340, maxWidth: '100%' }}
      popupMatchSelectWidth={380}
      defaultActiveFirstOption
      notFoundContent={text.trim() ? t('orgchart.search.noMatch') : null}
    >
      <Input
        allowClear
        prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />}
        placeholder={t('orgchart.search.placeholder')}
        aria-label={t('orgchart.search.placeholder')}
        data-testid="orgchart-search"
        suffix={text.trim() ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('orgchart.search.matches', { count: matches.length })}</Typography.Text> : <span />}
      />
    </AutoComplete>
  );
}
