import type { RegistryWidgetsType } from '@rjsf/utils';
import { ColorWidget } from './ColorWidget';
import { DateWidget } from './DateWidget';
import { RefSelectWidget } from './RefSelectWidget';
import { RichTextWidget } from './RichTextWidget';
import { TimeWidget } from './TimeWidget';

/** Widgets added to the RJSF antd theme (names used by uiSchemaFor: refSelect, richText, color, date, time). */
export const ENGINE_WIDGETS: RegistryWidgetsType = {
  refSelect: RefSelectWidget,
  richText: RichTextWidget,
  ColorWidget,
  DateWidget,
  TimeWidget,
};
