/** Open an address in a new tab, without giving it a handle on this one. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * For addresses known only after a call: the tab is opened during the click (so pop-up blockers allow it) and
 * pointed at the address when it arrives; `fail` closes it.
 */
export function openPendingTab(): { go: (url: string) => void; fail: () => void } {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else openInNewTab(url);
    },
    fail: () => tab?.close(),
  };
}
