import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, type TabListProps, type TabPanelProps, type TabProps } from 'react-aria-components';
import * as styles from './ui.css.ts';

export { Tabs } from 'react-aria-components';
export const TabList = <T extends object>(props: TabListProps<T>) => <AriaTabList {...props} className={styles.tabList} />;
export const Tab = (props: TabProps) => <AriaTab {...props} className={styles.tab} />;
export const TabPanel = (props: TabPanelProps) => <AriaTabPanel {...props} className={styles.tabPanel} />;
