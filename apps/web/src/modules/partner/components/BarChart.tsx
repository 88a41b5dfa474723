import { Flex, Typography } from 'antd';

export interface BarDatum {
  label: string;
  /** A shorter label under the bar where the full one would overlap its neighbours (e.g. "3"). */
  axisLabel?: string;
  /** Value per series key; stacked in the order of `series`. */
  values: Readonly<Record<string, number>>;
}

interface Props {
  title: string;
  data: readonly BarDatum[];
  series: readonly { key: string; label: string; color: string }[];
  height?: number;
  /** Show every n-th axis label (dense daily charts). */
  labelEvery?: number;
}

const AXIS = 24;
const TOP = 12;

/**
 * Stacked bars drawn as SVG (no chart library: a few kilobytes instead of hundreds). Each bar has a
 * tooltip with its figures; the legend names the series.
 */
export function BarChart({ title, data, series, height = 220, labelEvery = 1 }: Props) {
  const totals = data.map((d) => series.reduce((sum, s) => sum + (d.values[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = Math.max(320, data.length * 28);
  const slot = width / Math.max(1, data.length);
  const barWidth = Math.max(4, slot * 0.6);
  const plot = height - AXIS - TOP;
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={title}
          width="100%"
          viewBox={`0 0 ${width} ${height}`}
          style={{ minWidth: 320 }}
        >
          <line x1={0} x2={width} y1={TOP + plot} y2={TOP + plot} stroke="#d9d9d9" />
          {data.map((d, i) => {
            let y = TOP + plot;
            const x = i * slot + (slot - barWidth) / 2;
            const tooltip = `${d.label}: ${series.map((s) => `${s.label} ${d.values[s.key] ?? 0}`).join(', ')}`;
            return (
              <g key={d.label} data-testid="bar">
                <title>{tooltip}</title>
                {series.map((s) => {
                  const value = d.values[s.key] ?? 0;
                  const h = (value / max) * plot;
                  y -= h;
                  return value > 0 ? (
                    <rect key={s.key} x={x} y={y} width={barWidth} height={h} fill={s.color} />
                  ) : null;
                })}
                {totals[i] ? (
                  <text x={x + barWidth / 2} y={y - 2} textAnchor="middle" fontSize={10} fill="#595959">
                    {totals[i]}
                  </text>
                ) : null}
                {i % labelEvery === 0 && (
                  <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" fontSize={10} fill="#595959">
                    {d.axisLabel ?? d.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {series.length > 1 && (
        <Flex gap={12} wrap component="figcaption" style={{ marginTop: 8 }}>
          {series.map((s) => (
            <Flex key={s.key} gap={4} align="center">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  background: s.color,
                  display: 'inline-block',
                  borderRadius: 2,
                }}
              />
              <Typography.Text style={{ fontSize: 12 }}>{s.label}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </figure>
  );
}
