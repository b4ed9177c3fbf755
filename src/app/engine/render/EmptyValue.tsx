import { Typography } from 'antd';

/** What an unset value looks like everywhere (cells, descriptions, history). */
export const EMPTY = <Typography.Text type="secondary">—</Typography.Text>;
