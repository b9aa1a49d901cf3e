/** What the saved-view calls and screens tell the user. */
export const viewMessage = {
  nameTaken: 'is already the name of one of your views of this list',
  tooMany: (max: number) =>
    `You already have ${max} saved views of this list, the most there can be. Delete one you no longer need, then save again.`,
  notOwner: 'Permission denied: only the person who saved this view can change or delete it.',
  stateTooLarge: (max: number) =>
    `holds too much to save (at most ${max} characters of filters and columns): remove some filters and try again`,
  tooManyItems: (max: number) => `can hold at most ${max} entries`,
  saved: (name: string) => `View “${name}” saved`,
  updated: (name: string) => `View “${name}” updated`,
  deleted: (name: string) => `View “${name}” deleted`,
  notSaved: 'View not saved',
} as const;
