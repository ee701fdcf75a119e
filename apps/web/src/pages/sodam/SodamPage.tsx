import { SodamShop } from '@/features/sodam/components/SodamShop';

export default function SodamPage() {
  return <SodamShop />;
}
