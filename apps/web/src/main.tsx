import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { readBootData, seedQueries } from './app/boot.ts';
import { appStyleLoaded, BootScreen, firstScreenShown } from './app/boot-screen.tsx';
import { preloadPage } from './app/route-page.tsx';
import { Startup } from './app/startup.tsx';
import { StartupError } from './app/startup-error.tsx';
import { dropPlaintextPassword } from './features/auth/remember-me.ts';
import { initI18n, loadRestWhenIdle } from './i18n/i18n.ts';
import { forgetEndedSession } from './lib/auth.ts';
import './styles/tokens.css';
import './styles/base.css';

// Any call that finds the session ended elsewhere logs this browser out.
const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({ onError: (error) => forgetEndedSession(queryClient, error) }),
  mutationCache: new MutationCache({ onError: (error) => forgetEndedSession(queryClient, error) }),
});

/** Lets the browser run what waits (input, paint) before the next step: each step is a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The rest in a task of its own, apart from the evaluation of this chunk.
await nextTask();
// An older version kept the remembered password in plain text; no page load leaves it there.
dropPlaintextPassword();
// The server's boot data (index.html) answers the start-up calls: the first screen renders without them.
const boot = readBootData();
if (boot) seedQueries(queryClient, boot);
// The page's own chunk (and its first data) loads beside the texts, not after them (the router asks for
// it again, already there); each a task later again, so none of these tasks holds the thread long.
await nextTask();
void preloadPage(window.location.pathname)?.catch(() => {});
await initI18n(boot?.lang);
// The server's first screen (its banner) is painted before React takes the page over, styled.
await Promise.all([firstScreenShown(), appStyleLoaded()]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StartupError>
        <Suspense fallback={<BootScreen boot={boot} />}>
          <Startup />
        </Suspense>
      </StartupError>
    </QueryClientProvider>
  </StrictMode>,
);
loadRestWhenIdle();
