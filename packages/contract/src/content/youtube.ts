/**
 * What people paste into a YouTube field: the address in the browser's bar, the Share
 * button's short link, a Shorts or an embed address, or the id alone. A YouTube field stores
 * the 11-character video id, so the sites build any address they need from it; the server
 * and the form read a pasted address the same way, here.
 */
const videoId = /^[A-Za-z0-9_-]{11}$/;

/** The hosts YouTube serves videos from. Exact names: 'youtube.com.evil.com' is not one. */
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const shortLinkHosts = new Set(['youtu.be', 'www.youtu.be']);
/** '/shorts/<id>', '/embed/<id>', '/live/<id>' and the old player's '/v/<id>'. */
const idPathPrefixes = new Set(['shorts', 'embed', 'live', 'v']);

/** Longer than any real address: such text is not read as one. */
const maxLinkLength = 2048;
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

/** The parts of a WHATWG URL read here (the contract is typed without the DOM's or Node's types). */
interface Link {
  protocol: string;
  username: string;
  password: string;
  port: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}
/** The URL parser that browsers and Node share, so both sides read a link alike. */
const LinkParser = (globalThis as unknown as { URL: new (input: string) => Link }).URL;

function parsedLink(text: string): Link | null {
  try {
    // 'youtu.be/<id>' and 'www.youtube.com/watch?v=<id>' come without a scheme when copied from some apps.
    return new LinkParser(hasScheme.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** The id a YouTube link names, or null when the link is not to a YouTube video. */
function idOfLink(link: Link): string | null {
  // The URL parser lower-cases the host and turns look-alike letters into 'xn--' names.
  const isPlainWebAddress =
    (link.protocol === 'https:' || link.protocol === 'http:') &&
    link.username === '' &&
    link.password === '' &&
    link.port === '';
  if (!isPlainWebAddress) return null;
  const segments = link.pathname.split('/').filter((segment) => segment !== '');
  let id: string | null | undefined;
  if (shortLinkHosts.has(link.hostname)) id = segments.length === 1 ? segments[0] : null;
  else if (!youtubeHosts.has(link.hostname)) id = null;
  else if (segments.length === 1 && segments[0] === 'watch') id = link.searchParams.get('v');
  else if (segments.length === 2 && idPathPrefixes.has(segments[0] ?? '')) id = segments[1];
  return id && videoId.test(id) ? id : null;
}

/**
 * The video id of what was pasted: an 11-character id as it is, or the id in a watch
 * ('youtube.com/watch?v=<id>&t=5'), share ('youtu.be/<id>?si=…'), Shorts, embed or live
 * address on youtube.com (www., m., music.), youtube-nocookie.com or youtu.be. Null for
 * anything else, which the field's rule then refuses in its own words.
 */
export function youtubeVideoIdOf(pasted: string): string | null {
  const text = pasted.trim();
  if (videoId.test(text)) return text;
  if (text === '' || text.length > maxLinkLength || /\s/.test(text)) return null;
  const link = parsedLink(text);
  return link ? idOfLink(link) : null;
}

/** What a YouTube field keeps of a value: the video id when it names one, else the text trimmed. */
export const normalizeYoutubeValue = (value: string) => youtubeVideoIdOf(value) ?? value.trim();
