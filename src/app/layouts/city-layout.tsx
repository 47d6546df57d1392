/**
 * The parent of the 13 city portals (spec §2): the provincial header and footer around the city's
 * page, so visitors always have the way back to the provincial platform.
 */
import { PublicLayout } from './public-layout';

export function CityLayout() {
  return <PublicLayout />;
}
