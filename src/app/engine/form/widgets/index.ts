import type { RegistryWidgetsType } from '@rjsf/utils';
import { ColorWidget } from './ColorWidget';
import { DateWidget } from './DateWidget';
import { RefSelectWidget } from './RefSelectWidget';
import { TimeWidget } from './TimeWidget';

/** Widgets added to the RJSF antd theme (names used by uiSchemaFor: refSelect, color, date, time). */
export const ENGINE_WIDGETS: RegistryWidgetsType = {
  refSelect: RefSelectWidget,
  ColorWidget,
  DateWidget,
  TimeWidget,
};
