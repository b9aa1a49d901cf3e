/** The taxonomy screens' own texts; the spec's are letter for letter, typos included. */
export const taxonomyMessage = {
  categoryName:
    'can contain letters, space, & and / signs, 3-44 chacracters. Must start with letter. Example: Fun & Entertainment',
  attributeName:
    'can contain small letters and dot only, 5-44 chacracters. Must start with letter. Example: attribute.hot',
  tagTaken: 'is already taken by a tag with the same levels',
  ipInvalid: 'should be an IPv4 or IPv6 address, or a range with a mask such as 10.0.0.0/23',
  ipHostBits: (network: string) =>
    `has host bits set: the network address of this range is ${network}, so enter ${network}`,
  ipTaken: (existing: string) => `is already in the list (as ${existing})`,
  unknownProjects: (ids: readonly number[]) => `no project has the id ${ids.join(', ')}`,
  staleLegalVersion: ({ version, author, at }: { version: number; author: string; at: string }) =>
    `Not saved: ${author} saved version ${version} of this document at ${at} UTC, after you opened it. Reload it to see that version, then make your changes again.`,
  relayedWithoutTrustProxy:
    'Permission denied: this request came through a proxy on this machine, so its client cannot be checked against the allowed IPs. The administrator sets TRUST_PROXY to the number of proxies in front of Masthead.',
  /** A delete refused while content still names the tag or category (409). */
  inUse: ({ entity, count }: { entity: 'tag' | 'category'; count: number }) =>
    `Not deleted: this ${entity} is used by ${count} content ${count === 1 ? 'item' : 'items'}. Remove it from ${count === 1 ? 'that item' : 'them'} first, then delete it.`,
  /** A level taken away while content of that level still names the tag or category (409). */
  levelInUse: ({ entity, levels, count }: { entity: 'tag' | 'category'; levels: string[]; count: number }) =>
    `Not saved: ${count} content ${count === 1 ? 'item' : 'items'} of the level ${levels.join(', ')} use this ${entity}, and would keep it without being able to show or save it. Remove it from ${count === 1 ? 'that item' : 'them'} first, or keep the level.`,
  /** Removing the entry would shut the caller out at once, while the list is enforced (409). */
  ownAddressEntry: ({ ip, address }: { ip: string; address: string }) =>
    `Not removed: ${ip} is the only entry that admits your own address ${address}, so removing it would lock you out at once. Add another entry for your address first, or remove this one from another allowed address.`,
  /** Changing the entry would shut the caller out at once, while the list is enforced (409). */
  ownAddressChange: ({ ip, address }: { ip: string; address: string }) =>
    `Not saved: ${ip} is the only entry that admits your own address ${address}, so changing it would lock you out at once. Add another entry for your address first, or change this one from another allowed address.`,
  addressNotAllowed: (address: string) =>
    `Permission denied: your address ${address} is not on the list of allowed IPs. Ask an administrator to add it under Tools › Allowed IPs.`,
} as const;
