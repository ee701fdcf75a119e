import { mergeAttributes, Node } from '@tiptap/react';

/** The height of an embedded video (spec: 400 high, full width). */
export const VIDEO_EMBED_HEIGHT = 400;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The embed address of a YouTube video from what a person pastes (watch, youtu.be, shorts, embed or live links);
 * null for any other site. The server's sanitizer keeps frames from these hosts only, and the CSP allows no other.
 */
export function youtubeEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** An embedded video as the body stores it: a full-width frame 400 high (an atom the editor moves as one block). */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      title: { default: '동영상' },
    };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      // Full width comes from the stylesheet: the `width` attribute takes pixels only, and `allowfullscreen` is a
      // boolean attribute (present, empty) — both as the HTML standard writes them.
      mergeAttributes(HTMLAttributes, { height: String(VIDEO_EMBED_HEIGHT), allowfullscreen: '' }),
    ];
  },
});
