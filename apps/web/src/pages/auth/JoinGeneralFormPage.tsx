import { JoinFormStep } from './join-steps';

export default function JoinGeneralFormPage() {
  return <JoinFormStep kind="general" />;
}
