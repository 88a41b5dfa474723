import { describe, expect, it } from 'vitest';
import { plainText, sanitizeContent } from './notification-content.js';

describe('sanitizeContent', () => {
  it('keeps the allowed tags and line breaks as written', () => {
    const markup =
      '<p>Xin chào <b>anh</b> <strong>Minh</strong></p>\n<ul><li><i>một</i></li><li><em>hai</em></li></ul>\n\n<ol><li><u>ba</u></li></ol><span>x</span><br>';
    expect(sanitizeContent(markup)).toBe(
      '<p>Xin chào <b>anh</b> <strong>Minh</strong></p>\n<ul><li><i>một</i></li><li><em>hai</em></li></ul>\n\n<ol><li><u>ba</u></li></ol><span>x</span><br />',
    );
    expect(sanitizeContent('Dòng 1\nDòng 2\r\n\nDòng 4')).toBe('Dòng 1\nDòng 2\r\n\nDòng 4');
  });

  it('removes scripts, styles, iframes, event handlers and other tags', () => {
    expect(
      sanitizeContent(
        '<p onclick="x()">A</p><script>alert(1)</script><style>p{color:red}</style><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><div>B</div><span style="color:red" class="c">C</span>',
      ),
    ).toBe('<p>A</p>B<span>C</span>');
  });

  it('keeps only http(s), mailto and in-app links, with rel forced', () => {
    expect(sanitizeContent('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeContent('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContent('<a href="data:text/html,x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeContent('<a href="//evil.example/a">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeContent('<a href="https://kenh.vn/a?b=1&c=2" target="_blank" rel="opener">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://kenh.vn/a?b=1&amp;c=2" target="_blank">x</a>',
    );
    expect(sanitizeContent('<a href="/order/export/7" target="_top">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="/order/export/7">x</a>',
    );
    expect(sanitizeContent('<a href="mailto:ke.toan@kenh.vn">m</a>')).toBe(
      '<a rel="noopener noreferrer" href="mailto:ke.toan@kenh.vn">m</a>',
    );
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeContent('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeContent('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('plainText', () => {
  it('removes every tag, drops script content, decodes entities and collapses whitespace', () => {
    expect(plainText('<b>Đơn hàng</b> <i>mới</i>\n<script>alert(1)</script> A &amp; B &lt; C')).toBe(
      'Đơn hàng mới A & B < C',
    );
    expect(plainText('  Họp   giao ban  ')).toBe('Họp giao ban');
  });
});
