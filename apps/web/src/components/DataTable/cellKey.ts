// Sort keys and filter texts are shared with the server's export (the contract's export folder).
export {
  displayText,
  isPreviewableImage,
  normalizeFilter,
  normalizeText,
  type SortKey,
  searchText,
  sortKey,
  toNumber,
} from '@masthead/contract';
