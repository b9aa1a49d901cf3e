// Sorting and filtering are shared with the server's export, so a CSV holds the rows on screen.
export {
  ascendingOrder,
  createKeyIndex,
  defaultRowId,
  descendingOrder,
  filterPositions,
  type KeyIndex,
  readValue,
  searchPositions,
  sortPositions,
} from '@masthead/contract';
