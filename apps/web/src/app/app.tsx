import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { releaseFirstViewEventually, releaseFirstViewWhenDrawn } from '@/lib/first-view';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createRouter } from './router';
import './styles.css';

export function App() {
  const [router] = useState(() => {
    const created = createRouter();
    setNavigator((to, options) => void created.navigate(to, options));
    // The server's first view (lib/first-view.ts) goes when the page marks itself drawn, or when the buyer
    // moves to another page.
    releaseFirstViewWhenDrawn();
    const first = created.state.location.key;
    releaseFirstViewEventually((release) =>
      created.subscribe((state) => {
        if (state.location.key !== first) release();
      }),
    );
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
