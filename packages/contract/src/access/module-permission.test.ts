import { describe, expect, it } from 'vitest';
import { mergeModulePermissions } from './module-permission.js';

describe('mergeModulePermissions', () => {
  it('unions paths and actions, implies view, and keeps the catalogue order of actions', () => {
    expect(
      mergeModulePermissions([
        { '/order': ['export'], '/product': [] },
        { '/order': ['create', 'export'], '/warehouse': ['delete'] },
      ]),
    ).toEqual({
      '/order': ['view', 'create', 'export'],
      '/product': ['view'],
      '/warehouse': ['view', 'delete'],
    });
    expect(mergeModulePermissions([])).toEqual({});
  });
});
