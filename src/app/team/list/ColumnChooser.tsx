import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface ColumnChooserProps {
  options: { value: string; label: string }[];
  value: string[];
  onChange: (columns: string[]) => void;
  onReset: () => void;
}

/** Which columns the table shows: ticked in a popover, kept in the order of `options`. */
export function ColumnChooser({ options, value, onChange, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  const content = (
    <div style={{ maxHeight: 360, overflowY: 'auto', minWidth: 220 }} data-testid="column-chooser">
      <Checkbox.Group
        value={value}
        onChange={(checked) => onChange(options.map((o) => o.value).filter((v) => checked.includes(v)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        options={options}
      />
      <Divider style={{ margin: '8px 0' }} />
      <Button size="small" type="link" onClick={onReset} style={{ padding: 0 }}>
        {t('users.list.resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('users.list.columns')}>
      <Button icon={<SettingOutlined />}>
        <Space size={4}>{t('users.list.columns')}</Space>
      </Button>
    </Popover>
  );
}
