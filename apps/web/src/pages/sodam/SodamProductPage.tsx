import { ProductView } from '@/features/sodam/components/ProductView';

export default function SodamProductPage() {
  return <ProductView />;
}
