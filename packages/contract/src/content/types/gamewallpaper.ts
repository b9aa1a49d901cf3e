import { defineContentType } from '../definition.ts';
import { fileField } from '../field-helpers.ts';

/** Wallpapers have no categories: the category levels of the spec do not name them. */
export const gamewallpaper = defineContentType({
  type: 'gamewallpaper',
  label: 'Game Wallpaper',
  pluralLabel: 'Game Wallpapers',
  route: '/game-wallpapers',
  calls: {
    list: 'game-wallpaper-service/get-all-game-wallpapers',
    get: 'game-wallpaper-service/get-game-wallpaper',
    create: 'game-wallpaper-service/create-game-wallpaper',
    update: 'game-wallpaper-service/update-game-wallpaper',
    delete: 'game-wallpaper-service/delete-game-wallpaper',
  },
  tagLevel: 'gamewallpaper',
  categoryLevel: null,
  isDescriptionRequired: false,
  tabLabel: 'Game Wallpaper Options',
  fields: [
    fileField('image_thumb', 'Thumbnail', 'image'),
    fileField('image_hd', 'HD Image', 'image'),
    fileField('image_4k', '4K Image', 'image'),
  ],
  columns: ['id', 'title', 'status', 'image_thumb', 'creation_datetime', 'update_datetime'],
});
