import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from './class-names';
import styles from './Tabs.module.css';

type WithClass<P> = Omit<P, 'className'> & { className?: string };

/** React Aria tabs (arrow keys move, Home/End jump, panels linked) with KRDS styling. */
export function Tabs({ className, ...props }: WithClass<AriaTabsProps>) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

/** Needs an aria-label (or aria-labelledby) naming the tab set. */
export function TabList<T extends object>({ className, ...props }: WithClass<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={cx(styles.list, className)} />;
}

export function Tab({ className, ...props }: WithClass<AriaTabProps>) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: WithClass<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
