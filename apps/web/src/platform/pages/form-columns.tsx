import { useContext, type ReactNode } from 'react';
import { Col } from 'antd';
import { WideFormContext } from './wide-form';

/** Two fields a row in a 720 px form; one below 768 px. */
const NARROW = { xs: 24, md: 12 } as const;
/** Across the content width: three a row from 992 px, two on tablets, one below 768 px. */
const WIDE = { xs: 24, md: 12, lg: 8 } as const;

/**
 * One field's place in a kit form's antd `Row`, sized for the form it sits in (`FormBody`'s
 * `wide`); `full` takes the whole row (addresses, notes).
 */
export function FieldCol({ full = false, children }: { full?: boolean; children: ReactNode }) {
  const wide = useContext(WideFormContext);
  const span = full ? { xs: 24 } : wide ? WIDE : NARROW;
  return <Col {...span}>{children}</Col>;
}
