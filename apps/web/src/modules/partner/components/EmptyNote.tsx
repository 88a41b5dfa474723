import { Empty } from 'antd';

/** An empty state with a sentence: a tab whose records arrive with a later module (not an error), a store without a location. */
export function EmptyNote({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
