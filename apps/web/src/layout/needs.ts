import type { Access } from '@masthead/contract';

/**
 * What a control hidden by a permission needs, as the view-as marks say it:
 * 'needs access_all_tags', 'needs one of create_tag, update_tag, access_all_tags'.
 */
export function needsText(required: Access): string {
  if (required === 'signed-in' || required === 'public') return 'needs a signed-in user';
  if (required === 'api-key') return "needs an API key of the publisher's sites";
  if (required.length === 1) return `needs ${required[0]}`;
  return `needs one of ${required.join(', ')}`;
}
