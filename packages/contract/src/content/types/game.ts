import { defineContentType } from '../definition.ts';
import {
  choiceField,
  fileField,
  imageFields,
  integerField,
  reviewUrlsField,
  textareaField,
  textListField,
  urlField,
  youtubeField,
} from '../field-helpers.ts';

export const gameTechnologies = ['external', 'html5', 'iframe', 'unity'] as const;

/**
 * A game. Which fields a technology uses is our reading (the spec only says the others are
 * dropped on submit): a URL for external and iframe games, the embed settings for iframe,
 * the uploaded build for html5 (zip) and unity (.unity3d).
 */
export const game = defineContentType({
  type: 'game',
  label: 'Game',
  pluralLabel: 'Games',
  route: '/games',
  calls: {
    list: 'game-service/get-all-games',
    get: 'game-service/get-game',
    create: 'game-service/create-game',
    update: 'game-service/update-game',
    delete: 'game-service/delete-game',
  },
  tagLevel: 'game',
  categoryLevel: 'game',
  isDescriptionRequired: false,
  tabLabel: 'Game Options',
  fields: [
    integerField('width', 'Width', { required: true }),
    integerField('height', 'Height', { required: true }),
    choiceField('technology', 'Technology', gameTechnologies, { required: true }),
    textareaField('instructions', 'Instructions', 256),
    urlField('game_url', 'Game URL', 256, { onlyWhen: { field: 'technology', in: ['external', 'iframe'] } }),
    textareaField('embed_config', 'Embed Config', 512, { onlyWhen: { field: 'technology', in: ['iframe'] } }),
    fileField('game_file', 'Game File (.unity3d)', 'unity3d', {
      onlyWhen: { field: 'technology', in: ['unity'] },
    }),
    fileField('html5_zip', 'HTML5 Zip', 'zip', { onlyWhen: { field: 'technology', in: ['html5'] } }),
    reviewUrlsField('review_urls', 'Review URLs'),
    textListField('guide_urls', 'Guide URLs', 1024, { format: 'url' }),
    ...imageFields(['100x100', '200x200', '260x320', '556x143', '300x250']),
    ...[1, 2, 3, 4, 5, 6].map((n) =>
      fileField(`screenshot_${n}`, `Screenshot ${n}`, 'image', { sizeHint: '425x235' }),
    ),
    fileField('gif', 'GIF', 'image'),
    fileField('video', 'Video', 'video'),
    youtubeField('youtube_video_1', 'YouTube Video 1'),
    youtubeField('youtube_video_2', 'YouTube Video 2'),
    youtubeField('youtube_video_3', 'YouTube Video 3'),
  ],
  columns: ['id', 'title', 'technology', 'status', 'image_1', 'creation_datetime', 'update_datetime'],
});
