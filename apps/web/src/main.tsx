import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { cleanUpExpiredSession } from './features/session/clean-up-expired-session';
import { leaveAllowedFrame } from './lib/frame-protection';
import { publicConfigQueryOptions } from './lib/public-config';
import { journeyRestored } from './stores/journey-store';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// §4.9: before anything reads the working state.
cleanUpExpiredSession();
// What the session kept (a reload) is read back while the router starts; its loaders wait for it.
void journeyRestored();

const queryClient = createQueryClient();

// §2.5 framing protection, here rather than in an inline script, which our CSP forbids. The allowed
// hosts come with the public config; the root route's loader shares this same request.
if (window.top !== window.self) {
  queryClient
    .fetchQuery(publicConfigQueryOptions)
    .then((config) => leaveAllowedFrame(window, config.allowedEmbeddingHosts))
    .catch(() => undefined);
}

const router = createAppRouter(queryClient);

// The first render as a transition, so React renders it in slices of a few milliseconds and the
// page stays responsive while it starts, instead of one long task (Total Blocking Time, decision 025).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
