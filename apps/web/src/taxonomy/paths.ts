/** Where each taxonomy list lives; its forms return there. */
export const taxonomyPaths = {
  tags: '/tags',
  categories: '/categories',
  attributes: '/attributes',
  legal: '/legal-docs',
  allowedIps: '/allowed-ips',
} as const;

/** The success banners (the spec names only the failures). */
export const savedText = {
  tag: 'Tag saved',
  category: 'Category saved',
  attribute: 'Attribute saved',
  legal: 'Legal document saved',
  allowedIp: 'IP saved',
} as const;
