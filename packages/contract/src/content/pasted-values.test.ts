import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../messages.ts';
import { validate } from '../validate.ts';
import { keywordList, normalizeKeywords } from './keywords.ts';
import { contentMessage } from './messages.ts';
import { fieldRule, keywords, youtubeId } from './rules.ts';
import { game } from './types/game.ts';
import { gamedeal } from './types/gamedeal.ts';
import { youtubeVideoIdOf } from './youtube.ts';

const id = 'dQw4w9WgXcQ';

describe('a pasted YouTube link', () => {
  it.each([
    [id],
    [`  ${id}\n`],
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/watch?v=${id}&t=5`],
    [`https://www.youtube.com/watch?feature=share&v=${id}&list=PL123`],
    [`http://youtube.com/watch?v=${id}`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`https://music.youtube.com/watch?v=${id}&si=abc`],
    [`www.youtube.com/watch?v=${id}`],
    [`youtube.com/watch?v=${id}#comments`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=Jx8f-QkXb2rT9aPz`],
    [`youtu.be/${id}?t=42`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://youtube.com/shorts/${id}?feature=share`],
    [`https://www.youtube.com/embed/${id}?start=5`],
    [`https://www.youtube.com/embed/${id}/`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://youtube-nocookie.com/embed/${id}`],
    [`https://www.youtube.com/live/${id}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${id}`],
  ])('%s names the video', (pasted) => {
    expect(youtubeVideoIdOf(pasted)).toBe(id);
  });

  it.each([
    ['javascript:alert(1)'],
    [`javascript://www.youtube.com/watch?v=${id}`],
    [`data:text/html,https://youtu.be/${id}`],
    [`ftp://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com.evil.com/watch?v=${id}`],
    [`https://evilyoutube.com/watch?v=${id}`],
    [`https://youtu.be.evil.com/${id}`],
    [`https://www.youtube.com@evil.com/watch?v=${id}`],
    [`https://evil.com\\@www.youtube.com/watch?v=${id}`],
    [`https://user:secret@www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com:8443/watch?v=${id}`],
    [`https://www.youtube.com./watch?v=${id}`],
    // Cyrillic о and а, which read as the Latin letters.
    [`https://www.yоutube.com/watch?v=${id}`],
    [`https://yоutu.be/${id}`],
    [`https://www.youtube.com/watch?v=dQw4w9WgXcа`],
    ['dQw4w9WgXcа'],
    // Ids one letter short and one too long.
    [`https://www.youtube.com/watch?v=${id.slice(0, 10)}`],
    [`https://youtu.be/${id}X`],
    [`https://www.youtube.com/shorts/${id}X`],
    [`${id}X`],
    // Addresses of YouTube that name no single video.
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/watch/${id}`],
    [`https://www.youtube.com/channel/${id}`],
    [`https://www.youtube.com/playlist?list=${id}`],
    [`https://www.youtube.com/embed/${id}/more`],
    [`https://youtu.be/${id}/extra`],
    [`https://www.youtube.com/watch?v=${id} and more`],
    [''],
    ['   '],
    [`https://www.youtube.com/watch?v=${id}&pad=${'x'.repeat(5000)}`],
    ['x'.repeat(100_000)],
  ])('%s names no video', (pasted) => {
    expect(youtubeVideoIdOf(pasted)).toBeNull();
  });

  const rule = youtubeId();
  it('is stored as its id by the rule the server and the form run', () => {
    expect(validate(rule, `https://youtu.be/${id}?si=abc`)).toEqual({ ok: true, data: id });
    expect(validate(rule, ` ${id} `)).toEqual({ ok: true, data: id });
    // An id of the spec's other lengths is kept as it is.
    expect(validate(rule, 'abc_DEF-12')).toEqual({ ok: true, data: 'abc_DEF-12' });
    expect(validate(rule, '')).toEqual({ ok: true, data: '' });
  });

  it('refuses anything else in the field’s own words, a long address too', () => {
    for (const pasted of [
      `https://youtube.com.evil.com/watch?v=${id}`,
      'javascript:alert(1)',
      `https://www.youtube.com/watch?v=${'a'.repeat(40)}`,
      `https://www.youtube.com/watch?v=${id}&pad=${'x'.repeat(100_000)}`,
    ])
      expect(validate(rule, pasted)).toEqual({ ok: false, messages: { body: [contentMessage.youtubeId] } });
    for (const pasted of ['a'.repeat(16), 'x'.repeat(100_000)])
      expect(validate(rule, pasted)).toEqual({ ok: false, messages: { body: [fieldMessage.atMost(15)] } });
    expect(validate(rule, 42)).toEqual({ ok: false, messages: { body: [fieldMessage.invalid] } });
  });
});

describe('pasted keywords', () => {
  it('splits at commas and line breaks, trims, drops empty ones and repeats in any case', () => {
    expect(keywordList('a, b ,c')).toEqual(['a', 'b', 'c']);
    expect(keywordList('cats\nspace\r\nfun, ,,')).toEqual(['cats', 'space', 'fun']);
    expect(keywordList('Arcade, arcade,ARCADE , retro')).toEqual(['Arcade', 'retro']);
    expect(keywordList('  ')).toEqual([]);
    expect(normalizeKeywords(' a, b ,A\nc')).toBe('a,b,c');
  });

  it('are stored as one comma-joined string, checked against the limit once joined', () => {
    const rule = keywords(512);
    expect(validate(rule, 'a, b ,c')).toEqual({ ok: true, data: 'a,b,c' });
    expect(validate(rule, `${'x'.repeat(300)}, ${'x'.repeat(300)}`)).toEqual({
      ok: true,
      data: 'x'.repeat(300),
    });
    expect(validate(rule, `${'x'.repeat(300)}, ${'y'.repeat(300)}`)).toEqual({
      ok: false,
      messages: { body: [fieldMessage.atMost(512)] },
    });
    expect(validate(rule, ['a', 'b'])).toEqual({ ok: false, messages: { body: [fieldMessage.invalid] } });
  });
});

describe('a pasted web address', () => {
  const fieldOf = (definition: typeof game | typeof gamedeal, key: string) => {
    const field = definition.fields.find((candidate) => candidate.key === key);
    if (!field) throw new Error(`no field ${key}`);
    return fieldRule(field);
  };

  it('loses the spaces around it in a URL field, and only there', () => {
    expect(validate(fieldOf(gamedeal, 'link'), '  https://shop.example.com/deal \n')).toEqual({
      ok: true,
      data: 'https://shop.example.com/deal',
    });
    expect(validate(fieldOf(gamedeal, 'link'), '   ')).toEqual({
      ok: false,
      messages: { body: [fieldMessage.required] },
    });
    expect(validate(fieldOf(game, 'guide_urls'), [' https://guide.example.com/1 '])).toEqual({
      ok: true,
      data: ['https://guide.example.com/1'],
    });
    // A source is a name, kept exactly as typed.
    expect(validate(fieldOf(gamedeal, 'source'), ' Shop ')).toEqual({ ok: true, data: ' Shop ' });
  });

  it('is a web link: http(s) or a path, never a link that runs or opens something else', () => {
    for (const link of [
      'https://shop.example.com/deal',
      'HTTP://x.example.com',
      '/deals/42',
      'shop.example.com/a',
    ])
      expect(validate(fieldOf(gamedeal, 'link'), link), link).toEqual({ ok: true, data: link });
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\u00a0script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(validate(fieldOf(gamedeal, 'link'), link), link).toEqual({
        ok: false,
        messages: { body: [contentMessage.webLink] },
      });
      expect(validate(fieldOf(game, 'game_url'), link).ok, link).toBe(false);
      expect(validate(fieldOf(game, 'guide_urls'), [link]).ok, link).toBe(false);
    }
    // An optional one may stay empty.
    expect(validate(fieldOf(game, 'game_url'), '')).toEqual({ ok: true, data: '' });
  });

  it('of a review is trimmed before it is checked', () => {
    const rule = fieldOf(game, 'review_urls');
    expect(validate(rule, [{ name: 'Daily', url: ' https://reviews.example.com/a ', rating: 90 }])).toEqual({
      ok: true,
      data: [{ name: 'Daily', url: 'https://reviews.example.com/a', rating: 90 }],
    });
  });
});
