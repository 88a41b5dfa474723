import { Checkbox, Typography } from 'antd';
import { MODULE_ACTIONS, type ModuleAction, type PermissionCatalogue } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useAccessTexts } from '../locales';
import { allOn, setCells, someOn, type GridState } from './permission-grid-state';
import './permission-grid.css';

export interface PermissionGridProps {
  catalogue: PermissionCatalogue;
  value: GridState;
  onChange: (next: GridState) => void;
  disabled?: boolean;
}

/**
 * The module × action grid of a role, group, room or account grant: one row per permission code,
 * grouped under its module; one column per action. A module's header ticks its whole block, a
 * column header the action for every code, a code's own box its whole row. Scrolls sideways on
 * phones.
 */
export function PermissionGrid({ catalogue, value, onChange, disabled }: PermissionGridProps) {
  const texts = useAccessTexts();
  const locale = useLocale();
  // An answer without modules (an empty or older server) shows an empty grid, not a broken page.
  const modules = catalogue.modules ?? [];
  const allCodes = modules.flatMap((m) => m.permissions.map((p) => p.code));
  const actionLabel = (action: ModuleAction) =>
    (catalogue.module_actions ?? []).find((a) => a.action === action)?.[locale] ?? action;
  const toggle = (codes: string[], actions: readonly ModuleAction[], on: boolean) =>
    onChange(setCells(value, codes, actions, on));
  const box = (codes: string[], actions: readonly ModuleAction[], label: string) => (
    <Checkbox
      aria-label={label}
      disabled={disabled}
      checked={allOn(value, codes, actions)}
      indeterminate={!allOn(value, codes, actions) && someOn(value, codes, actions)}
      onChange={(e) => toggle(codes, actions, e.target.checked)}
    />
  );
  const granted = [...value.values()].filter((set) => set.size > 0).length;

  return (
    <div className="access-grid">
      <Typography.Text type="secondary">{fill(texts.grid.selected, { count: granted })}</Typography.Text>
      <div className="access-grid__scroll">
        <table className="access-grid__table" aria-label={texts.grid.label}>
          <thead>
            <tr>
              <th scope="col">{texts.grid.permission}</th>
              {MODULE_ACTIONS.map((action) => (
                <th scope="col" key={action}>
                  <span className="access-grid__action">
                    {box(allCodes, [action], fill(texts.grid.allOfAction, { action: actionLabel(action) }))}
                    {actionLabel(action)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {modules.map((module) => {
            const codes = module.permissions.map((p) => p.code);
            const name = module[locale];
            return (
              <tbody key={module.module}>
                <tr className="access-grid__module">
                  <th scope="rowgroup" colSpan={MODULE_ACTIONS.length + 1}>
                    <span className="access-grid__action">
                      {box(codes, MODULE_ACTIONS, fill(texts.grid.allOfModule, { module: name }))}
                      {name}
                    </span>
                  </th>
                </tr>
                {module.permissions.map((permission) => (
                  <tr key={permission.code}>
                    <th scope="row">
                      <span className="access-grid__action">
                        {box(
                          [permission.code],
                          MODULE_ACTIONS,
                          fill(texts.grid.allOfCode, { code: permission[locale] }),
                        )}
                        <span>
                          {permission[locale]} <code>{permission.code}</code>
                        </span>
                      </span>
                    </th>
                    {MODULE_ACTIONS.map((action) => (
                      <td key={action}>
                        {box(
                          [permission.code],
                          [action],
                          fill(texts.grid.cell, { code: permission.code, action: actionLabel(action) }),
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}
