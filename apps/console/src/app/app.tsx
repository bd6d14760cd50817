import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createRouter } from './router';
import './styles.css';

export function App() {
  const [router] = useState(() => {
    const created = createRouter();
    setNavigator((to, options) => void created.navigate(to, options));
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
