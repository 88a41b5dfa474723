import sanitizeHtml from 'sanitize-html';

/*
 * Notification text on the way in (docs/notifications.md, "Sanitising"). Titles are plain text;
 * contents are a small, safe subset of markup, because staff write them and every reader's browser
 * renders them.
 */

/** Where a link may lead: http(s), mailto, or an in-app path ("/…", not "//host"). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;

/** Tags whose content is dropped with them (not kept as text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
];

const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'span', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const safe: sanitizeHtml.Attributes = { rel: 'noopener noreferrer' };
      if (href !== undefined && SAFE_HREF.test(href.trim())) safe.href = href.trim();
      if (target === '_blank' || target === '_self') safe.target = target;
      return { tagName, attribs: safe };
    },
  },
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

/** Safe markup: allowed tags kept, everything else removed; line breaks stay as written. */
export function sanitizeContent(markup: string): string {
  return sanitizeHtml(markup, CONTENT_OPTIONS).trim();
}

/** Plain text: every tag removed (script and style with their content), entities decoded, trimmed. */
export function plainText(value: string): string {
  return sanitizeHtml(value, TEXT_OPTIONS)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
