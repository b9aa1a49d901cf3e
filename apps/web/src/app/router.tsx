import { createBrowserRouter, type DataRouter } from 'react-router';
import { enterScreen } from '../components/banner.ts';
import { routes } from './routes.tsx';

let router: DataRouter | undefined;

/**
 * The app's router, made when the app first draws rather than as its code loads: ranking the
 * route table and starting the first navigation is then a slice of the first render, not more
 * of the page's longest task (the shell's evaluation), which a phone's main thread is blocked by.
 */
export function appRouter(): DataRouter {
  if (!router) {
    router = createBrowserRouter(routes);
    // A banner about a screen's failure goes when the user leaves that screen.
    router.subscribe((state) => enterScreen(state.location.pathname));
  }
  return router;
}
