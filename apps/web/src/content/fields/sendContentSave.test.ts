import { contentMessage, fileLimits, game, globalMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { sendContentSave } from './sendContentSave.ts';

const pngHead = (width: number, height: number) => {
  const head = new Uint8Array(33);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(head.buffer).setUint32(16, width);
  new DataView(head.buffer).setUint32(20, height);
  return head;
};

describe('a content save with files', () => {
  it('is refused before a byte is sent when the server would refuse a file, in its words and status', async () => {
    const huge = new File([pngHead(10, 10), new Uint8Array(fileLimits.image.maxBytes)], 'huge.png');
    const text = new File(['just text'], 'notes.png', { type: 'image/png' });
    const refusal = sendContentSave({
      definition: game,
      path: game.calls.create,
      input: { title: 'A game' },
      files: { image_1: huge, image_2: text },
      onProgress: () => undefined,
    });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 413,
      message: globalMessage.fixFields,
      messages: {
        image_1: [contentMessage.fileTooLarge(fileLimits.image.maxBytes)],
        image_2: [contentMessage.fileType('image')],
      },
    });
  });
});
