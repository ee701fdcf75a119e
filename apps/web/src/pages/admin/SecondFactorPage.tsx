import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnUrl } from '@/features/auth/components/LoginForm';
import { SecondFactorForm } from '@/features/auth/components/SecondFactorForm';

/** admin/second-factor: an operator's code (or first registration) before the console opens. */
export default function SecondFactorPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const to = returnUrl.startsWith('/admin') ? returnUrl : '/admin';
  return <SecondFactorForm onDone={() => void navigate(to, { replace: true })} />;
}
