import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for HTML bodies (content, notices, support programmes). Anything not listed is dropped:
 * scripts, event handlers, styles, forms, and links other than http(s), mailto, tel and site-relative ones.
 * Video embeds are kept only from YouTube (the CSP's frame-src allows nothing else).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  // An embed whose source was refused leaves nothing behind.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    // Links that open a new window say so to screen readers via rel; never leak the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of an HTML body (search index, summaries). */
export function htmlToText(html: string): string {
  return (
    sanitizeHtml(html.replace(/<\/(p|div|li|h\d|tr|br)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so '&amp;lt;' stays the text '&lt;'.
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
