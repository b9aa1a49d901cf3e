import { useLayoutEffect, useReducer, useState } from 'react';
import { RouterProvider } from 'react-router';
import { appRouter } from './router.tsx';

/**
 * RouterProvider reads the router's state as it renders and subscribes to it only once drawn.
 * The first screen renders in slices (a transition, main.tsx), so the router may finish loading
 * the address's code in between, an update no subscriber hears: the page would stay on
 * 'Loading'. Drawn, this checks the state it was drawn with and, if the router has moved on
 * since, draws the provider afresh from the current one.
 */
export function CurrentRouter() {
  const [router] = useState(appRouter);
  const [drawnWith] = useState(() => router.state);
  const [generation, redraw] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (router.state !== drawnWith) redraw();
  }, [router, drawnWith]);
  return <RouterProvider key={generation} router={router} />;
}
