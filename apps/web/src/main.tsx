import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, releaseFirstViewOf, startRouter } from './app/app';

void startRouter().then((router) => {
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
