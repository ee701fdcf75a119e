import { JoinTermsStep } from './join-steps';

export default function JoinGeneralPage() {
  return <JoinTermsStep kind="general" />;
}
