import { SearchView } from '@/features/search/components/SearchView';

export default function Search2Page() {
  return <SearchView single />;
}
