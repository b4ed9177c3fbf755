import { useRef } from 'react';

type ClickEvent = { data?: { data?: Record<string, unknown> } };
interface Emitter { on: (name: string, handler: (event: ClickEvent) => void) => void }

/**
 * The chart's `onReady` that calls `pick` with the clicked bar's datum. `onReady` hands over @ant-design/plots'
 * wrapper, which passes G2's events on under the pointer's name only ("click" for a click on the plot and on a bar
 * alike), so `element:click` never reaches a listener on it: the listener goes on the G2 chart inside it
 * (`chart.chart`), where the bar's click carries its datum. The latest `pick` is kept in a ref, so a chart redrawn
 * with new data never calls an old one.
 */
export function useElementClick(pick: ((datum: Record<string, unknown>) => void) | undefined): (chart: unknown) => void {
  const latest = useRef(pick);
  latest.current = pick;
  return (chart) => {
    const g2 = (chart as { chart?: Emitter }).chart ?? (chart as Emitter);
    g2.on('element:click', (event) => {
      const datum = event.data?.data;
      if (datum) latest.current?.(datum);
    });
  };
}
