import type { ReactNode } from 'react';
import { Input, Tag, Typography } from 'antd';
import { matchesFolded } from '@kenh/contract';
import { fill } from '../pages/namespace-texts';
import { ItemList } from '../pages/ItemList';
import { pointsInBounds, type MapBounds, type MapPoint } from './geo';
import { useMapTexts } from './texts';

/** How many rows the list draws at most; the count in its title stays exact. */
export const VIEWPORT_LIST_LIMIT = 200;

/** The points a search keeps (label and detail, diacritics and case ignored). */
export function pointsMatching(points: readonly MapPoint[], search: string): readonly MapPoint[] {
  const query = search.trim();
  return query ? points.filter((p) => matchesFolded(`${p.label} ${p.detail ?? ''}`, query)) : points;
}

export interface ViewportListProps {
  /** The points already narrowed by the search (the markers show the same ones). */
  points: readonly MapPoint[];
  /** The map's visible area; undefined until the map reports it (then every point is listed). */
  bounds: MapBounds | undefined;
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder?: string;
  selectedId?: string;
  onChoose: (point: MapPoint) => void;
  kindLabels?: Readonly<Record<string, string>>;
  kindColors?: Readonly<Record<string, string>>;
  renderAction?: (point: MapPoint) => ReactNode;
}

/** The list beside a map: the points inside its view, with a search, each row centring the map. */
export function ViewportList(props: ViewportListProps) {
  const texts = useMapTexts();
  const visible = pointsInBounds(props.points, props.bounds);
  const title = fill(texts.listTitle, { count: visible.length });
  return (
    <section className="kenh-map-list__side" aria-label={title}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Input
        allowClear
        placeholder={props.searchPlaceholder}
        aria-label={props.searchPlaceholder ?? texts.map}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <ItemList
        size="small"
        items={visible.slice(0, VIEWPORT_LIST_LIMIT)}
        rowKey="id"
        emptyText={texts.listEmpty}
        renderItem={(point) => (
          <div
            style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}
            aria-current={point.id === props.selectedId ? 'true' : undefined}
          >
            <div style={{ minWidth: 0 }}>
              <Typography.Link onClick={() => props.onChoose(point)}>{point.label}</Typography.Link>
              {point.detail && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {point.detail}
                </Typography.Text>
              )}
            </div>
            <div style={{ display: 'flex', gap: 4, flexShrink: 0 }}>
              {point.kind && props.kindLabels?.[point.kind] && (
                <Tag color={props.kindColors?.[point.kind]}>{props.kindLabels[point.kind]}</Tag>
              )}
              {props.renderAction?.(point)}
            </div>
          </div>
        )}
      />
    </section>
  );
}
