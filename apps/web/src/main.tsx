import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, releaseFirstViewOf, startRouter } from './app/app';

/** Lets the browser paint and answer input between two pieces of the start-up (a task of its own each). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The modules' evaluation is one task; the router's start (matching the URL, loading the page's lazy
// route) is the next, not the same one: under 4× CPU the two together were a 150 ms task on a product page.
void nextTask()
  .then(startRouter)
  .then((router) => {
    releaseFirstViewOf(router);
    // The first render is a transition: React renders in slices and yields between them, so a visitor's page
    // whose first view the server already drew stays responsive while the app builds its own underneath.
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
