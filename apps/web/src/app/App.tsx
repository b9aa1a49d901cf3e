import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/queryClient.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import bannerClasses from './banners.module.css';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Above modals (200) so a modal form's messages show, below menus and dropdowns (300) that the user opened. */}
      <Notifications
        position="top-right"
        containerWidth={420}
        zIndex={250}
        classNames={{ root: bannerClasses.banners }}
      />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
