import { useRef } from 'react';

interface ClickChart { on: (name: string, handler: (event: { data?: { data?: Record<string, unknown> } }) => void) => void }

/**
 * The chart's `onReady` that calls `pick` with the clicked bar's datum. Listening to G2's own `element:click`: the
 * wrapper's `onEvent` sees every event without its name (event.type is the pointer's "click", for plot and element
 * alike). The latest `pick` is kept in a ref, so a chart redrawn with new data never calls an old one.
 */
export function useElementClick(pick: ((datum: Record<string, unknown>) => void) | undefined): (chart: unknown) => void {
  const latest = useRef(pick);
  latest.current = pick;
  return (chart) => {
    (chart as ClickChart).on('element:click', (event) => {
      const datum = event.data?.data;
      if (datum) latest.current?.(datum);
    });
  };
}
