import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './ProgressBar.module.css';

/** Only work that takes longer than this shows the bar (spec section 9). */
export const PROGRESS_DELAY_MS = 200;

/** A thin bar at the top while a navigation or a request has been running for more than 200 ms. */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const busy = navigation.state !== 'idle' || fetching > 0;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(busy), busy ? PROGRESS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!busy || !shown) return null;
  return <Bar />;
}

function Bar() {
  return (
    <div className={styles.track} role="progressbar" aria-label="페이지를 불러오는 중입니다">
      <div className={styles.bar} />
    </div>
  );
}

/** The same bar for work outside the router's view (the very first load): shown once 200 ms have passed. */
export function ProgressIndicator() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <Bar /> : null;
}
