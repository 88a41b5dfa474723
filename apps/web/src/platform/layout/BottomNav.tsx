import { Link } from 'react-router';
import { useModuleNavigation } from '../routing/module-navigation';
import { isBottomEntryActive, type BottomNavEntry } from './nav/bottom-nav';
import { useShellText } from './texts';
import { ACCENT_COLOR, IDLE_COLOR } from './theme';
import { useAppPath, useLocalePath } from './use-locale';

/** Spec §2.8, §9: the bottom navigation is 80 px high, with a raised centre (home) button. */
export const BOTTOM_NAV_HEIGHT = 80;
const CENTRE_SIZE = 58;
/** How far the raised centre button sticks out above the bar. */
export const BOTTOM_NAV_RAISE = CENTRE_SIZE / 2;
/** How far above the window's bottom edge the bar reaches with its raised centre button. */
export const BOTTOM_NAV_REACH = BOTTOM_NAV_HEIGHT + BOTTOM_NAV_RAISE;

function Entry({ entry, active }: { entry: BottomNavEntry; active: boolean }) {
  const t = useShellText();
  const localise = useLocalePath();
  const color = active ? ACCENT_COLOR : IDLE_COLOR;
  const { Icon } = entry;
  return (
    <Link
      to={localise(entry.path)}
      aria-current={active ? 'page' : undefined}
      data-entry={entry.key}
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: entry.centre ? 'flex-start' : 'center',
        gap: 4,
        color,
        fontSize: 12,
        textDecoration: 'none',
      }}
    >
      {entry.centre ? (
        <span
          style={{
            width: CENTRE_SIZE,
            height: CENTRE_SIZE,
            marginTop: -CENTRE_SIZE / 2,
            borderRadius: '50%',
            background: ACCENT_COLOR,
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: '4px solid #fff',
            boxShadow: '0 4px 12px rgba(0, 174, 239, 0.4)',
            fontSize: 24,
          }}
        >
          <Icon aria-hidden />
        </span>
      ) : (
        <Icon aria-hidden style={{ fontSize: 22 }} />
      )}
      <span style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {t(entry.label)}
      </span>
    </Link>
  );
}

/**
 * The bottom navigation (spec §2.8): entries the user's permissions allow, home raised in the
 * centre. Fixed, 80 px; slides down out of view while `hidden`.
 */
export function BottomNav({ hidden = false }: { hidden?: boolean }) {
  const t = useShellText();
  const path = useAppPath();
  const entries = useModuleNavigation().bottomNav;
  // The raised home button stays in the middle whichever entries the permissions leave.
  const centreIndex = entries.findIndex((e) => e.centre);
  const left = entries.slice(0, Math.max(centreIndex, 0));
  const centre = entries.filter((e) => e.centre);
  const right = entries.slice(centreIndex + 1);
  return (
    <nav
      aria-label={t('mobile.bottomNav')}
      data-testid="bottom-nav"
      data-hidden={hidden || undefined}
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: BOTTOM_NAV_HEIGHT,
        paddingBottom: 'env(safe-area-inset-bottom)',
        background: '#fff',
        boxShadow: '0 -2px 10px rgba(0, 0, 0, 0.08)',
        // The raised centre button sticks out above the bar: slide it out of view too.
        transform: hidden ? `translateY(calc(100% + ${CENTRE_SIZE}px))` : 'translateY(0)',
        transition: 'transform 0.3s ease',
        zIndex: 1000,
      }}
    >
      <div
        style={{ maxWidth: 560, height: '100%', margin: '0 auto', display: 'flex', alignItems: 'stretch' }}
      >
        {[left, centre, right].map((part, index) => (
          <div
            key={index}
            style={{ flex: index === 1 ? '0 0 20%' : 1, display: 'flex', alignItems: 'stretch' }}
          >
            {part.map((entry) => (
              <Entry key={entry.key} entry={entry} active={isBottomEntryActive(entry, path)} />
            ))}
          </div>
        ))}
      </div>
    </nav>
  );
}
