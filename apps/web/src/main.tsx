import '@mantine/core/styles.layer.css';
import { validateWithoutCompiling } from '@masthead/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { removeServiceWorkers } from './app/removeServiceWorkers.ts';
import { firstSessionCheck } from './auth/firstSessionCheck.ts';

validateWithoutCompiling();

// Asked before the first render: the answer decides the first screen.
void firstSessionCheck();

// Once the page has loaded: asking the browser for its service workers is not free, and nothing
// of this page waits for the answer.
addEventListener('load', () => void removeServiceWorkers(), { once: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of in one long task that blocks a phone's main thread.
startTransition(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
