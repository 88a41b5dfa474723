import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint-url.js';

describe('endpointUrl', () => {
  it('fills path parameters (encoded) and appends the query, lists as repeated keys', () => {
    expect(endpointUrl('/a/api/x/:id', { id: 5 }, { page: 0, q: 'Hà Nội', ids: [1, 2], skip: null })).toBe(
      '/a/api/x/5?page=0&q=H%C3%A0+N%E1%BB%99i&ids=1&ids=2',
    );
    expect(endpointUrl('/a/api/x/:code', { code: 'a/b' })).toBe('/a/api/x/a%2Fb');
  });
  it('drops an empty optional parameter and refuses a missing required one', () => {
    expect(endpointUrl('/a/api/x/:id?', {})).toBe('/a/api/x');
    expect(() => endpointUrl('/a/api/x/:id', {})).toThrow('Missing path parameter "id"');
  });
});
