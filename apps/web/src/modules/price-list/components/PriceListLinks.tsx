import { Flex } from 'antd';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { usePriceListTexts } from '../locales';
import { priceListPaths } from '../paths';

/** The other price-list screens, from the manager's list: the overview, the approvals, the history. */
export function PriceListLinks() {
  const texts = usePriceListTexts();
  const localePath = useLocalePath();
  return (
    <Flex gap={16} wrap align="center">
      <Link to={localePath(priceListPaths.overview)}>{texts.overview.title}</Link>
      <Link to={localePath(priceListPaths.pending)}>{texts.pending.title}</Link>
      <Link to={localePath(priceListPaths.history)}>{texts.history.title}</Link>
    </Flex>
  );
}
