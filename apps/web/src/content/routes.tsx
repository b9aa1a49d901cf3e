import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { placeholderArea } from '../app/placeholderArea.tsx';

/** The eight content sections: list, /new, /view/:id, /edit/:id each. */
export const contentAreas: RouteObject[] = [
  { path: 'games/*', title: 'Games' },
  { path: 'game-deals/*', title: 'Game Deals' },
  { path: 'all-game-news/*', title: 'Game News' },
  { path: 'game-wallpapers/*', title: 'Game Wallpapers' },
  { path: 'quizzes/*', title: 'Quizzes' },
  { path: 'recipes/*', title: 'Recipes' },
  { path: 'coupons/*', title: 'Coupons' },
  { path: 'tools/*', title: 'Tools' },
].map((section) => placeholderArea({ ...section, access: access.contents.any }));
