import { type Access, access, isAllowed } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { mainMenu, markedMenu } from './menu.ts';
import { needsText } from './needs.ts';

describe('needsText', () => {
  it('names the one permission, or every one that would do', () => {
    expect(needsText(access.tags.list)).toBe('needs access_all_tags');
    expect(needsText(access.tags.any)).toBe('needs one of create_tag, update_tag, access_all_tags');
  });
});

describe('markedMenu', () => {
  it('keeps every item while viewing as, marking those the permissions hide with what they need', () => {
    const entries = markedMenu(mainMenu, (required: Access) => isAllowed(['access_all_contents'], required));
    const content = entries.find((entry) => entry.label === 'Content');
    expect(content && 'items' in content).toBe(true);
    const items = content && 'items' in content ? content.items : [];
    expect(items.find((item) => item.label === 'Games')?.needs).toBeUndefined();
    expect(items.find((item) => item.label === 'Tags')?.needs).toBe(
      'needs one of create_tag, update_tag, access_all_tags',
    );
    expect(entries.find((entry) => entry.label === 'Users')).toMatchObject({
      needs: 'needs one of access_all_users, update_user, create_user',
    });
  });
});
