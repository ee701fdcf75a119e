import { JoinTermsStep } from './join-steps';

export default function JoinIntegratedPage() {
  return <JoinTermsStep kind="integrated" />;
}
