import { SearchView } from '@/features/search/components/SearchView';

export default function SearchPage() {
  return <SearchView single={false} />;
}
