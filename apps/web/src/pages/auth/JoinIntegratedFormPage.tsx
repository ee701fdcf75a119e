import { JoinFormStep } from './join-steps';

export default function JoinIntegratedFormPage() {
  return <JoinFormStep kind="integrated" />;
}
