import { CertificateVerify } from '@/features/education/components/CertificateVerify';

export default function EducationCertificatePage() {
  return <CertificateVerify />;
}
