import { Navigate } from 'react-router';

/** signup: the older sign-up address; sign-up starts at the membership choice. */
export default function SignupPage() {
  return <Navigate to="/join" replace />;
}
