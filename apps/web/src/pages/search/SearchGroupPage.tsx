import { SearchView } from '@/features/search/components/SearchView';

export default function SearchGroupPage() {
  return <SearchView single />;
}
