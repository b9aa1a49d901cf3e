export { ReadField, type ReadShape } from './ReadField.tsx';
export { ReadList } from './ReadList.tsx';
export { ReadRichText } from './ReadRichText.tsx';
export { NotSet, ReadLink, ReadText } from './ReadText.tsx';
export { readText, webAddress } from './readText.ts';
