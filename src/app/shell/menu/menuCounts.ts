/** Pages tell the menu its counts may have changed (a document assigned, an article repaired): the badges ask again. */
const listeners = new Set<() => void>();
export const onMenuCountsChanged = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const menuCountsChanged = (): void => listeners.forEach((l) => l());
