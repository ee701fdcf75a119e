import { useParams } from 'react-router';
import { type Division, FindAccount } from '@/features/auth/components/FindAccount';
import styles from './auth-page.module.css';

/** findInfo/{division}: id or password (the route sends anything else to Main). */
export default function FindInfoPage() {
  const division: Division = useParams().division === 'password' ? 'password' : 'id';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{division === 'id' ? '아이디 찾기' : '비밀번호 재설정'}</h1>
      <FindAccount division={division} basePath="/findInfo" />
    </div>
  );
}
