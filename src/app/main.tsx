import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Root from './Root';
import { initI18n } from './providers/i18n';

/** Load the chosen language's texts first, then render: no flash of keys. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    await initI18n();
  } catch (err) {
    // texts failed to load (offline deploy glitch): render anyway, keys are better than a blank page
    console.error('Could not load the texts', err);
  }
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
